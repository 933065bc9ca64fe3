/**
 * A local stand-in for a Web Push service (docs/decisions/0036), for tests and development: it
 * accepts the protocol's `POST`s (RFC 8030: an encrypted body, `TTL`, and the VAPID
 * `Authorization: vapid t=…, k=…` header) at `/{name}` and answers 201, as a browser vendor's push
 * service does, so sending needs no account. A name marked {@link PushStandIn.gone} answers 410
 * (the browser unsubscribed), one marked {@link PushStandIn.failing} 500. Listens on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the stand-in accepted. */
export interface ReceivedPush {
  name: string;
  /** The `Authorization` header (`vapid t=<JWT>, k=<public key>`). */
  authorization: string | undefined;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  bytes: number;
}

/** The running stand-in. */
export interface PushStandIn {
  /** Its origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly received: ReceivedPush[];
  /** The endpoint of a browser called `name`. */
  endpoint(name: string): string;
  /** From now on, `name`'s endpoint answers 410 Gone. */
  gone(name: string): void;
  /** From now on (until {@link PushStandIn.recover}), `name`'s endpoint answers 500. */
  failing(name: string): void;
  recover(name: string): void;
  close(): Promise<void>;
}

/** Starts a push service stand-in on a free port of 127.0.0.1. */
export async function startPushStandIn(): Promise<PushStandIn> {
  const received: ReceivedPush[] = [];
  const goneNames = new Set<string>();
  const failingNames = new Set<string>();
  const server = createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '/').slice(1));
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      if (goneNames.has(name)) return void response.writeHead(410).end();
      if (failingNames.has(name)) return void response.writeHead(500).end();
      const header = (key: string) => {
        const value = request.headers[key];
        return Array.isArray(value) ? value[0] : value;
      };
      received.push({
        name,
        authorization: header('authorization'),
        ttl: header('ttl'),
        contentEncoding: header('content-encoding'),
        bytes,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    endpoint: (name) => `${url}/${encodeURIComponent(name)}`,
    gone: (name) => void goneNames.add(name),
    failing: (name) => void failingNames.add(name),
    recover: (name) => void failingNames.delete(name),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
