/**
 * Operations endpoints and graceful shutdown (src/ops/plugin.ts, src/serve.ts; docs/decisions/0006):
 * what an orchestrator and a load balancer rely on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TestClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { firebaseAuthVerifier } from '../src/identity/auth.ts';
import { buildServer } from '../src/server.ts';
import { openChangeFeed } from '../src/events/feed.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';
import { PROJECT_ID } from './helpers/identity.ts';
import { freePort, startApi } from './helpers/process.ts';

describe('liveness, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitMax: 3, metricsToken: 'metrics-secret-token' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /health and /ready without a token, never rate-limited, and /ready names what it checked', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.request({ method: 'GET', url: '/health' })).status).toBe(200);
      const ready = await t.request({ method: 'GET', url: '/ready' });
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok' } });
    }
  });

  it('counts requests by route pattern, not by URL, and needs METRICS_TOKEN when it is set', async () => {
    await t.request({ method: 'GET', url: '/package/some-package-id' });
    await t.request({ method: 'GET', url: '/package/another-package-id' });
    expect((await t.request({ method: 'GET', url: '/metrics' })).status).toBe(401);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret-token' },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(
      /shootbook_http_requests_total\{method="GET",route="\/package\/:id",status="401"\} 2/,
    );
    expect(metrics.body).toContain('shootbook_http_request_duration_seconds_bucket');
    // The database-backed queues report their depth (nothing waits in a fresh database).
    expect(metrics.body).toMatch(/shootbook_job_queue_depth\{queue="mail"\} 0/);
    expect(metrics.body).toMatch(/shootbook_job_queue_depth\{queue="line"\} 0/);
    expect(metrics.body).toMatch(/shootbook_job_queue_depth\{queue="photos"\} 0/);
    expect(metrics.body).not.toContain('some-package-id');
  });
});

describe('readiness follows its dependencies and the drain', () => {
  it('is 503 while a dependency is down and while draining; liveness stays 200', async () => {
    let databaseUp = true;
    const handle = await createTestDatabase();
    const app = await buildServer({
      db: handle.db,
      clock: new TestClock(),
      config: { ...loadConfig({ SEED: '0', PGLITE_DIR: 'memory://' }), rateLimitMax: 1000 },
      auth: firebaseAuthVerifier(PROJECT_ID),
      logger: false,
      changeFeed: (log) => openChangeFeed(handle, { log }),
      readinessChecks: [
        {
          name: 'search',
          check: async () => {
            if (!databaseUp) throw new Error('connection refused');
          },
        },
      ],
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      databaseUp = false;
      const down = await app.inject({ method: 'GET', url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', search: 'down: connection refused' },
      });
      databaseUp = true;
      app.drain();
      const draining = await app.inject({ method: 'GET', url: '/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'draining' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id from the load balancer, replaces a hostile one, and logs it on every line of the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const kept = await t.app.inject({
        method: 'GET',
        url: '/package',
        headers: { 'x-request-id': 'lb-4f2a9c' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-4f2a9c');
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/package',
        headers: { 'x-request-id': 'x\r\nSet-Cookie: evil' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const ours = lines.filter((line) => line.requestId === 'lb-4f2a9c');
      expect(ours.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    } finally {
      await t.close();
    }
  });
});

/**
 * How long a started process may take to answer: 11–17 s here alone (tsx, PGlite, migrations),
 * more than 30 s while the other API test file and other work share the machine's two cores.
 */
const PROCESS_START_MS = 60_000;
/** A test that starts a process: its start plus what it checks afterwards. */
const PROCESS_TEST_MS = PROCESS_START_MS + 30_000;

/**
 * Starts the API as a process on a free port (in-memory PGlite, no seed, files in `dataDir`, plus
 * `env`); returns it and its base URL.
 */
async function startScratchApi(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const api = startApi({
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    SEED: '0',
    DATA_DIR: dataDir,
    ...env,
  });
  return { api, base: `http://127.0.0.1:${port}` };
}

/** Resolves once `url` answers 200; fails after {@link PROCESS_START_MS}. */
async function untilOk(url: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(url).catch(() => undefined))?.status, {
      timeout: PROCESS_START_MS,
      interval: 250,
    })
    .toBe(200);
}

describe('graceful shutdown of a real process', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shootbook-ops-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'on SIGTERM: readiness 503 during the drain while it still serves, then exits 0',
    { timeout: PROCESS_TEST_MS },
    async () => {
      const { api, base } = await startScratchApi(scratch, {
        SHUTDOWN_DRAIN_MS: '1500',
        SHUTDOWN_GRACE_MS: '5000',
      });
      try {
        await untilOk(`${base}/ready`);
        api.stop('SIGTERM');
        await expect
          .poll(async () => (await fetch(`${base}/ready`)).status, { timeout: 1_000, interval: 50 })
          .toBe(503);
        // Still answering during the drain: the load balancer has time to take the replica out.
        expect((await fetch(`${base}/health`)).status).toBe(200);
        expect(await api.exit).toEqual({ code: 0, signal: null });
        expect(api.stdout()).toMatch(/draining for 1500 ms/);
      } finally {
        api.stop('SIGKILL');
      }
    },
  );
});

describe('closing while a request is on its way', () => {
  /**
   * A connection the listening server has accepted, with nothing sent on it yet: what a load
   * balancer's connection is between its connect and the replica reading the request.
   */
  async function acceptedConnection(t: TestApp): Promise<net.Socket> {
    const { port } = t.app.server.address() as net.AddressInfo;
    const accepted = new Promise((resolve) => t.app.server.once('connection', resolve));
    const socket = net.connect(port, '127.0.0.1');
    await accepted;
    return socket;
  }

  /** Writes `request` on `socket` and resolves with everything the server sent until it ended the connection. */
  function exchange(socket: net.Socket, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.once('end', () => resolve(answer));
      socket.once('error', reject);
      socket.write(request);
    });
  }

  it('serves a request on a connection accepted just before the close (with Connection: close), instead of refusing it 503', async () => {
    // A load balancer does not repeat a refused POST elsewhere: the 503 would fail a booking.
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await acceptedConnection(t);
    const closed = t.close();
    const answer = await exchange(socket, 'GET /health HTTP/1.1\r\nHost: api\r\n\r\n');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/^connection: close\r$/im);
    expect(answer).toContain('{"status":"ok"}');
  });

  it('ends an event stream asked for on such a connection at once, so the close does not wait for it', async () => {
    const t = await createTestApp();
    const user = await t.signUpUser('Customer');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await acceptedConnection(t);
    const closed = t.close();
    const answer = await exchange(
      socket,
      `GET /events HTTP/1.1\r\nHost: api\r\nAuthorization: Bearer ${user.token}\r\n\r\n`,
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    // The client is told to come back (to another replica) after the usual pause.
    expect(answer).toMatch(/event: ready/);
    expect(answer).toMatch(/retry: 2000/);
  });
});

describe('tracing', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shootbook-otel-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'exports a span per request over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set',
    { timeout: PROCESS_TEST_MS },
    async () => {
      const received: { url: string; body: string }[] = [];
      const collector = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          received.push({ url: request.url ?? '', body });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      const endpoint = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
      const { api, base } = await startScratchApi(scratch, {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      });
      try {
        await untilOk(`${base}/health`);
        expect((await fetch(`${base}/package`)).status).toBe(401);
        await expect
          .poll(
            () =>
              received.filter((r) => r.url === '/v1/traces' && r.body.includes('shootbook-api'))
                .length,
            { timeout: 15_000, interval: 200 },
          )
          .toBeGreaterThan(0);
        const exported = received.map((r) => r.body).join('\n');
        expect(exported).toContain('"key":"http.target","value":{"stringValue":"/package"}');
        expect(exported).toContain('"key":"http.status_code","value":{"intValue":401}');
        expect(exported, 'health polls are not traced').not.toMatch(
          /"http\.target","value":\{"stringValue":"\/health"/,
        );
      } finally {
        api.stop('SIGKILL');
        collector.close();
      }
    },
  );
});
