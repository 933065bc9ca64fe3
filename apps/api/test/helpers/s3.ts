/** A local S3-compatible server (s3rver) for the tests that run on both storage drivers (docs/decisions/0010). */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import type { Config } from '../../src/config.ts';

/**
 * Starts s3rver on a free port with a `media` bucket in a fresh temporary folder; returns the
 * server (close it after the suite) and the config that points the API's storage at it.
 */
export async function startS3(): Promise<{ server: S3rver; config: Partial<Config> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shootbook-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    server,
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
