/**
 * Delivery files benchmark (not a test; docs/decisions/0026): a shoot's finals uploaded in
 * parallel through the resumable path (tus-js-client → the real API's tus routes → disk) and
 * downloaded as one streamed ZIP. Prints the throughput of both against a plain file copy of the
 * same bytes on the same disk, and the API process's resident memory above its rest.
 *
 *   npx tsx bench/delivery-files.ts [files=300] [megabytes=20] [parallel=8]
 *
 * The API runs in a child process (this file with `--server`: PGlite in memory, benchmark bearer
 * tokens, files under `.data/bench/delivery`), so its memory is measured apart from the client's;
 * its resident set (`/proc/<pid>/status` VmRSS) is sampled every 100 ms. Target: at most 300 MB
 * above rest. The default size writes about 6 GB three times (copy, uploads, stored finals):
 * run it on a machine with the disk to spare. Progress (files done, MB/s so far, peak memory) is
 * printed every 25 uploads, so a long run's figures are readable before it ends; the generated
 * files are removed at the end, also when the run fails or is interrupted (Ctrl-C).
 */
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { Upload } from 'tus-js-client';

import { systemClock } from '../apps/api/src/clock.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import {
  appointments,
  deliveries,
  packages,
  subpackages,
  users,
} from '../apps/api/src/db/schema.ts';
import { Unauthenticated } from '../apps/api/src/errors.ts';
import { openChangeFeed } from '../apps/api/src/events/feed.ts';
import { buildServer } from '../apps/api/src/server.ts';

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.data/bench/delivery',
);
const PHOTOGRAPHER = 'bench-photographer';
const CUSTOMER = 'bench-customer';

/** The child: the API on a fresh in-memory database holding one booking with an open delivery. */
async function server(): Promise<void> {
  const handle = await openPglite('memory://');
  await migrateDatabase(handle);
  const now = new Date();
  const db = handle.db;
  for (const [id, role] of [
    [PHOTOGRAPHER, 'Photographer'],
    [CUSTOMER, 'Customer'],
  ] as const)
    await db.insert(users).values({ id, email: `${id}@bench.test`, name: id, role });
  const packageId = randomUUID();
  const subpackageId = randomUUID();
  const appointmentId = randomUUID();
  const deliveryId = randomUUID();
  await db.insert(packages).values({
    id: packageId,
    photographerId: PHOTOGRAPHER,
    title: 'Wedding',
    description: 'Bench',
    category: 'WEDDING_BLISS',
    location: 'Bangkok',
    imageUrls: [],
  });
  await db.insert(subpackages).values({
    id: subpackageId,
    packageId,
    photographerId: PHOTOGRAPHER,
    title: 'All day',
    description: 'Bench',
    price: 1_000_000,
    durationMinutes: 480,
  });
  await db.insert(appointments).values({
    id: appointmentId,
    customerId: CUSTOMER,
    photographerId: PHOTOGRAPHER,
    packageId,
    subpackageId,
    start: new Date(now.getTime() - 2 * 86_400_000),
    end: new Date(now.getTime() - 2 * 86_400_000 + 8 * 3_600_000),
    price: 1_000_000,
    status: 'Completed',
  });
  await db.insert(deliveries).values({
    id: deliveryId,
    appointmentId,
    status: 'PicksSubmitted',
    dueAt: new Date(now.getTime() + 14 * 86_400_000),
    includedPhotos: 300,
    offersProofs: false,
    revisionsAllowed: 1,
    extraPhotoPrice: 0,
  });
  const config = loadConfig({
    SEED: '0',
    DATA_DIR: root,
    MEDIA_DIR: path.join(root, 'media'),
    DELIVERY_FILE_MAX_MB: '100',
    DELIVERY_QUOTA_FILES: '100000',
    DELIVERY_QUOTA_GB: '1000',
  });
  const app = await buildServer({
    db,
    clock: systemClock,
    config: { ...config, rateLimitMax: 100_000_000 },
    auth: {
      async verify(token) {
        if (!token.startsWith('bench:')) throw new Unauthenticated();
        return { uid: token.slice('bench:'.length), email: null };
      },
    },
    logger: false,
    changeFeed: (log) => openChangeFeed(handle, { log }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (message: { type: string }) => {
    if (message.type === 'deliver')
      void handle
        .pglite!.query(
          `update deliveries set status = 'FinalsDelivered', finals_delivered_at = now() where id = $1`,
          [deliveryId],
        )
        .then(() => process.send!({ type: 'delivered' }));
    if (message.type === 'stop')
      void app.close().then(() => handle.close().then(() => process.exit(0)));
  });
  process.send!({ type: 'ready', port, appointmentId });
}

/** Resident set of process `pid`, bytes. */
async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** A photo-like JPEG of about `megabytes` MB (noise compresses badly: ~1 byte a pixel at q97). */
async function photoOf(megabytes: number): Promise<Buffer> {
  const pixels = megabytes * 1024 * 1024;
  const width = Math.round(Math.sqrt(pixels * 1.5));
  const height = Math.round(pixels / width);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 97 })
    .toBuffer();
}

/** Runs `work` over `items`, `parallel` at a time. */
async function pool<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const mbps = (bytes: number, ms: number) => (bytes / 1024 / 1024 / (ms / 1000)).toFixed(1);

/** The machine, for the figures: CPUs, memory, and how busy it is (a shared machine). */
const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB; load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

async function main(): Promise<void> {
  const files = Number(process.argv[2] ?? 300);
  const megabytes = Number(process.argv[3] ?? 20);
  const parallel = Number(process.argv[4] ?? 8);
  console.log(`machine: ${machine()}`);
  await rm(root, { recursive: true, force: true });
  let child: ReturnType<typeof fork> | undefined;
  const interrupted = () => {
    child?.kill();
    void rm(root, { recursive: true, force: true }).then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await run(files, megabytes, parallel, (forked) => (child = forked));
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill();
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  }
}

async function run(
  files: number,
  megabytes: number,
  parallel: number,
  started_: (child: ReturnType<typeof fork>) => void,
): Promise<void> {
  await mkdir(path.join(root, 'copy'), { recursive: true });
  const photo = await photoOf(megabytes);
  const source = path.join(root, 'source.jpg');
  await writeFile(source, photo);
  const total = photo.length * files;

  // The baseline: the same bytes copied file by file on the same disk, streamed as the API does.
  let started = performance.now();
  await pool(
    Array.from({ length: files }, (_, i) => i),
    parallel,
    async (i) => {
      await pipeline(
        createReadStream(source),
        createWriteStream(path.join(root, 'copy', `${i}.jpg`)),
      );
    },
  );
  const copyMs = performance.now() - started;
  await rm(path.join(root, 'copy'), { recursive: true, force: true });

  const child = fork(fileURLToPath(import.meta.url), ['--server'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  started_(child);
  // The API stopping before it is told to is the run's failure, not a wait for ever.
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`the API process exited (${signal ?? code}) during the run`)),
    ),
  );
  died.catch(() => undefined);
  const ready = await Promise.race([
    died,
    new Promise<{ port: number; appointmentId: string }>((resolve) =>
      child.once('message', (message) =>
        resolve(message as { port: number; appointmentId: string }),
      ),
    ),
  ]);
  const base = `http://127.0.0.1:${ready.port}`;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rest = await rss(child.pid!);
  let peak = rest;
  const sampler = setInterval(() => {
    void rss(child.pid!).then((value) => {
      peak = Math.max(peak, value);
    });
  }, 100);

  started = performance.now();
  let uploaded = 0;
  const uploads = pool(
    Array.from({ length: files }, (_, i) => i),
    parallel,
    (i) =>
      new Promise<void>((resolve, reject) => {
        new Upload(photo, {
          endpoint: `${base}/appointment/${ready.appointmentId}/delivery/uploads`,
          headers: { authorization: `Bearer bench:${PHOTOGRAPHER}` },
          metadata: { filename: `IMG_${String(i).padStart(4, '0')}.jpg`, kind: 'final' },
          retryDelays: [],
          onError: reject,
          onSuccess: () => {
            uploaded++;
            if (uploaded % 25 === 0 || uploaded === files) {
              const ms = performance.now() - started;
              console.log(
                `  ${uploaded}/${files} uploaded in ${(ms / 1000).toFixed(0)} s: ${mbps(photo.length * uploaded, ms)} MB/s; API memory peak ${((peak - rest) / 2 ** 20).toFixed(0)} MB above rest; load ${os.loadavg()[0]!.toFixed(1)}`,
              );
            }
            resolve();
          },
        }).start();
      }),
  );
  await Promise.race([died, uploads]);
  const uploadMs = performance.now() - started;
  const peakUpload = peak;

  child.send({ type: 'deliver' });
  await Promise.race([died, new Promise((resolve) => child.once('message', resolve))]);
  const link = (await (
    await fetch(`${base}/appointment/${ready.appointmentId}/delivery/archive-link`, {
      method: 'POST',
      headers: { authorization: `Bearer bench:${CUSTOMER}` },
    })
  ).json()) as { url: string };
  started = performance.now();
  const archive = await fetch(`${base}${new URL(link.url).pathname}`);
  if (!archive.ok) throw new Error(`the ZIP was answered ${archive.status}`);
  let zipBytes = 0;
  for await (const chunk of archive.body!) zipBytes += (chunk as Uint8Array).length;
  const zipMs = performance.now() - started;
  clearInterval(sampler);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `${files} files of ${(photo.length / 1024 / 1024).toFixed(1)} MB (${mb(total)}), ${parallel} at a time; Node ${process.version}`,
  );
  console.log(`plain file copy (same disk, streamed): ${mbps(total, copyMs)} MB/s`);
  console.log(
    `upload through tus, rendered and stored: ${mbps(total, uploadMs)} MB/s (${(uploadMs / 1000).toFixed(1)} s)`,
  );
  console.log(`ZIP of the finals, streamed: ${mb(zipBytes)} at ${mbps(zipBytes, zipMs)} MB/s`);
  console.log(
    `API resident memory: rest ${mb(rest)}, peak ${mb(peak)} (uploads ${mb(peakUpload)}); above rest ${mb(peak - rest)} (target ≤ 300 MB)`,
  );
  console.log(`machine at the end: ${machine()}`);
}

if (process.argv.includes('--server')) await server();
else await main();
