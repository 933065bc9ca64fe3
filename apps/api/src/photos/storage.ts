/**
 * Where photo files live (docs/decisions/0010): one interface, {@link MediaStorage}, with two
 * drivers — local disk ({@link localStorage}, the default, under `MEDIA_DIR`, served by this API
 * at `/media/…`) and S3-compatible object storage ({@link s3Storage}, when `S3_BUCKET` is set).
 * Keys are content-addressed (`<sha256>/<width>.<format>`, `<sha256>/original`), so a key's bytes
 * never change and may be cached for a year. The original is kept only until its variants exist.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { Config } from '../config.ts';
import { ServiceUnavailable } from '../errors.ts';

/** A place to put, remove and address stored photo files. */
export interface MediaStorage {
  /** Stores `data` under `key` (overwriting is harmless: keys are content-addressed). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * The bytes under `key` as a stream, read as they are consumed (never the whole file in
   * memory: a ZIP of a shoot's finals passes through it), or undefined when there are none.
   */
  getStream(key: string): Promise<Readable | undefined>;
  /** Removes `key` (missing is not an error). */
  remove(key: string): Promise<void>;
  /** Removes every key under `prefix` (`<sha256>/`); missing keys are not an error. */
  removePrefix(prefix: string): Promise<void>;
  /** The public URL browsers load `key` from. */
  url(key: string): string;
}

/** A key is `<64 hex>/<name>`: nothing else ever reaches the disk. */
const KEY = /^[0-9a-f]{64}\/[a-z0-9.]+$/;
const PREFIX = /^[0-9a-f]{64}\/$/;

/**
 * The local disk driver: files under `root`, written atomically (a temporary file renamed into
 * place, so a reader never sees half a photo), addressed as `publicUrl/<key>`.
 * @throws Error for a key or prefix that is not content-addressed (a bug, never user input).
 */
export function localStorage(root: string, publicUrl: string): MediaStorage {
  return {
    async put(key, data) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async getStream(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      try {
        // Opened first, so a missing file is undefined here rather than an error mid-stream.
        return (await open(path.join(root, key))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      await rm(path.join(root, key), { force: true });
    },
    async removePrefix(prefix) {
      if (!PREFIX.test(prefix)) throw new Error(`Not a media prefix: ${prefix}`);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
    url(key) {
      return `${publicUrl}/${key}`;
    },
  };
}

/** Where the S3 driver keeps photos (`S3_*` settings; README "Environment variables"). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, a local test server); unset = AWS. */
  endpoint?: string | undefined;
  /** Address buckets as `endpoint/bucket/key` (most S3-compatible servers) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Unset = the SDK's default credential chain (instance role, environment, profile). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/**
 * `error` of an S3 call as the caller should see it: a storage that did not answer (no HTTP
 * status: refused, reset, unreachable) or answered 5xx is {@link ServiceUnavailable} (503
 * `service_unavailable`, `details.dependency: storage`; docs/decisions/0034-faults.md); any
 * other error (access denied, no such bucket: a configuration fault) is returned as it came.
 */
export function storageFailure(error: unknown): unknown {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  return status === undefined || status >= 500 ? new ServiceUnavailable('storage') : error;
}

/** How long browsers and CDNs may keep a variant: a year, never revalidated (its key names its bytes). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The S3-compatible driver: objects in `settings.bucket`, written with their type and
 * {@link IMMUTABLE}, addressed as `publicUrl/<key>` (the bucket's public address or a CDN in front).
 * Originals are written like variants and removed once the variants exist, so a bucket that serves
 * everything publicly still never serves a file with its EXIF for longer than a render takes.
 * @throws ServiceUnavailable (503) when the storage does not answer or answers 5xx
 * ({@link storageFailure}); the SDK's errors for the rest but a missing key (access denied, no
 * such bucket…).
 */
export function s3Storage(settings: S3Settings, publicUrl: string): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data, contentType) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
          }),
        );
      } catch (error) {
        throw storageFailure(error);
      }
    },
    async get(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw storageFailure(error);
      }
    },
    async getStream(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw storageFailure(error);
      }
    },
    async remove(key) {
      if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removePrefix(prefix) {
      if (!PREFIX.test(prefix)) throw new Error(`Not a media prefix: ${prefix}`);
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix }));
      const keys = (listed.Contents ?? []).flatMap((object) =>
        object.Key ? [{ Key: object.Key }] : [],
      );
      if (keys.length > 0)
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
    },
    url(key) {
      return `${publicUrl}/${key}`;
    },
  };
}

/** The driver `config` names: S3 when `S3_BUCKET` is set, else the local disk under `MEDIA_DIR`. */
export function storageFor(
  config: Pick<Config, 'mediaDir' | 'mediaPublicUrl' | 's3'>,
): MediaStorage {
  return config.s3
    ? s3Storage(config.s3, config.mediaPublicUrl)
    : localStorage(config.mediaDir, config.mediaPublicUrl);
}
