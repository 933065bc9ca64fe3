/** A local S3-compatible server (s3rver) for the tests that run on both storage drivers (docs/decisions/0010). */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { Config } from '../../src/config.ts';

/**
 * Starts s3rver with a `media` bucket — on a free port in a fresh temporary folder, or on the
 * `port` and in the `directory` of an earlier one (a restart) — and returns the server (close it
 * after the suite), its port and folder, and the config that points the API's storage at it.
 */
export async function startS3(
  at: { port: number; directory: string } | undefined = undefined,
): Promise<{
  server: S3rver;
  port: number;
  directory: string;
  config: Partial<Config>;
}> {
  const directory = at?.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'shootbook-s3-')));
  const server = new S3rver({
    port: at?.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    server,
    port,
    directory,
    config: {
      s3: {
        bucket: 'media',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      },
      mediaPublicUrl: `${endpoint}/media`,
    },
  };
}
