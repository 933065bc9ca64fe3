/**
 * The shipped load balancer (deploy/nginx/load-balancer.conf) in front of two stand-in API
 * replicas, run by Debian's nginx: the requests of one resumable (tus) upload all reach one
 * replica, by the upload id, from the API's own origin and from `/api/` under the web's; a PATCH
 * body of up to 50 MB (DELIVERY_FILE_MAX_MB) passes and streams through as it is sent, and a
 * bigger one is refused (docs/decisions/0026). A machine without nginx skips these tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  apiOwnOriginServer,
  freePort,
  nginxInstalled,
  apiUnderWebLocation,
  placedWebConf,
  scratchNginxConf,
  startScratchNginx,
  uploadsUpstream,
  type ScratchNginx,
} from './scratch.ts';

const MB = 1024 * 1024;

/** What a stand-in replica answers: its name, the path it was asked for and the bytes it read. */
interface Seen {
  replica: string;
  method: string;
  url: string;
  bytes: number;
}

/**
 * A stand-in API replica named `name`: reads the whole body and answers {@link Seen} as JSON.
 * `onFirstBytes` is called when a body's first bytes arrive.
 */
function standIn(name: string, onFirstBytes: () => void): Server {
  return createHttpServer((request: IncomingMessage, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      if (bytes === 0) onFirstBytes();
      bytes += chunk.length;
    });
    request.on('end', () => {
      const seen: Seen = { replica: name, method: request.method!, url: request.url!, bytes };
      response.setHeader('content-type', 'application/json');
      response.setHeader('x-seen', JSON.stringify(seen));
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(seen));
    });
  });
}

describe.skipIf(!nginxInstalled)('deploy/nginx/load-balancer.conf: tus uploads', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shootbook-lb-'));
  let nginx: ScratchNginx | undefined;
  const replicas: Server[] = [];
  let firstBytes: () => void = () => undefined;
  let apiBase = '';
  let webBase = '';

  beforeAll(async () => {
    const ports: number[] = [];
    for (const name of ['api-1', 'api-2']) {
      const server = standIn(name, () => firstBytes());
      const port = await freePort();
      await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
      replicas.push(server);
      ports.push(port);
    }
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const dist = join(scratch, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'index');
    writeFileSync(join(dist, 'security-headers.conf'), '');
    const dir = join(scratch, 'nginx');
    mkdirSync(dir);
    // Other API requests go to the first stand-in; upload requests through the shipped upstream.
    const uploads = 'http://shootbook_api_uploads';
    const conf = [
      uploadsUpstream(ports.map((port) => `127.0.0.1:${port}`)),
      apiOwnOriginServer(`listen 127.0.0.1:${apiPort};`, `http://127.0.0.1:${ports[0]}`, uploads),
      placedWebConf(
        `listen 127.0.0.1:${webPort};`,
        dist,
        apiUnderWebLocation(`http://127.0.0.1:${ports[0]}/`, uploads),
      ),
    ].join('\n');
    nginx = startScratchNginx(dir, scratchNginxConf(dir, conf));
    apiBase = `http://127.0.0.1:${apiPort}`;
    webBase = `http://127.0.0.1:${webPort}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exited()) throw new Error(`nginx exited: ${nginx.output()}`);
      const answer = await fetch(`${apiBase}/health`).catch(() => null);
      if (answer?.ok) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginx.output()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }, 20_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const server of replicas) await new Promise((done) => server.close(done));
    rmSync(scratch, { recursive: true, force: true });
  });

  const uploadPath = (id: string) => `/appointment/a1/delivery/uploads/${id}`;
  const seenBy = async (answer: Response): Promise<Seen> =>
    JSON.parse(answer.headers.get('x-seen') ?? '{}') as Seen;

  it('sends every request of one upload to one replica, by its id, from either origin', async () => {
    const ids = Array.from({ length: 16 }, (_, i) => i.toString(16).padStart(64, '0'));
    const replicaOf = new Map<string, string>();
    for (const id of ids) {
      const answers = [
        await fetch(`${apiBase}${uploadPath(id)}`, { method: 'HEAD' }),
        await fetch(`${apiBase}${uploadPath(id)}`, { method: 'PATCH', body: 'abc' }),
        await fetch(`${webBase}/api${uploadPath(id)}`, { method: 'HEAD' }),
        await fetch(`${webBase}/api${uploadPath(id)}`, { method: 'PATCH', body: 'abc' }),
        await fetch(`${apiBase}${uploadPath(id)}`, { method: 'HEAD' }),
      ];
      const seen = await Promise.all(answers.map(seenBy));
      // The replica is asked for the API's path, without the web origin's /api prefix.
      for (const one of seen) expect(one.url).toBe(uploadPath(id));
      expect(new Set(seen.map((one) => one.replica)).size).toBe(1);
      replicaOf.set(id, seen[0]!.replica);
    }
    // And the uploads are spread over both replicas.
    expect(new Set(replicaOf.values())).toEqual(new Set(['api-1', 'api-2']));
  }, 30_000);

  /**
   * PATCHes `total` bytes to `url`, sending the first megabyte, then the rest only once a replica
   * has received bytes (which a proxy that buffers the whole body first never lets happen).
   */
  function streamedPatch(url: string, total: number): Promise<{ status: number; seen: Seen }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: 'PATCH',
          headers: {
            'content-type': 'application/offset+octet-stream',
            'content-length': String(total),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              seen: (body.startsWith('{') ? JSON.parse(body) : {}) as Seen,
            }),
          );
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(MB, 7);
      let sent = 0;
      const sendRest = () => {
        while (sent < total) {
          const part = chunk.subarray(0, Math.min(MB, total - sent));
          sent += part.length;
          if (!request.write(part)) return void request.once('drain', sendRest);
        }
        request.end();
      };
      firstBytes = () => {
        firstBytes = () => undefined;
        sendRest();
      };
      request.write(chunk);
      sent = MB;
    });
  }

  it('streams a 50 MB PATCH to the replica as it is sent, from either origin', async () => {
    const id = 'f'.repeat(64);
    for (const url of [`${apiBase}${uploadPath(id)}`, `${webBase}/api${uploadPath(id)}`]) {
      const { status, seen } = await streamedPatch(url, 50 * MB);
      expect(status).toBe(200);
      expect(seen.bytes).toBe(50 * MB);
      expect(seen.url).toBe(uploadPath(id));
    }
  }, 60_000);

  it('refuses a PATCH body over 50 MB with 413 from its length, before a replica sees any of it', async () => {
    let reached = false;
    firstBytes = () => (reached = true);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${apiBase}${uploadPath('e'.repeat(64))}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/offset+octet-stream',
          'content-length': String(50 * MB + 1),
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      // Only the headers: nginx judges the declared length.
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(reached).toBe(false);
  });
});
