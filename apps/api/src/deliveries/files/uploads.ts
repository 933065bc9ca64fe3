/**
 * Resumable uploads of delivered photos (docs/decisions/0026): the tus 1.0.0 protocol served by
 * the official `@tus/server` behind the contract operations `createDeliveryUpload` (POST),
 * `getDeliveryUploadOffset` (HEAD) and `appendDeliveryUpload` (PATCH) at
 * `/appointment/{id}/delivery/uploads[/{uploadId}]`.
 *
 * Fastify authenticates (bearer token) and validates the headers as for any operation; the
 * handler then decides who may touch the upload — the booking's photographer only, anyone else
 * gets 404, as for an upload of another booking — and hands the request to tus as a web
 * `Request` (`handleWeb`), the PATCH body streaming through unparsed. tus answers with a web
 * `Response` that Fastify sends, so the usual headers, CORS and the `Error` schema apply; an error
 * raised by tus or by the hooks below becomes a `DomainError` with a code.
 *
 * Bytes land in a tus data store: `@tus/file-store` under `MEDIA_DIR/delivery-uploads` (disk), or
 * `@tus/s3-store` (S3 multipart, in the `S3_BUCKET`) when S3 is configured. When the last byte
 * arrived, the file is rendered (render.ts) one at a time per replica, stored through the photo
 * storage port under `<uploadId>/…`, recorded through {@link DeliveryUploadPort.record}, and the
 * tus upload is removed. The client's final PATCH answers once all of this is done, so a finished
 * upload is a listed file.
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type DataStore, type Upload } from '@tus/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fastq from 'fastq';

import type { Config } from '../../config.ts';
import { DomainError, NotFound, ValidationFailed } from '../../errors.ts';
import { requireUser } from '../../identity/auth.ts';
import type { MediaStorage } from '../../photos/storage.ts';
import { renderDeliveryFile, type DeliveryFileKind } from './render.ts';

/** The delivery a photographer uploads to, as {@link DeliveryUploadPort.target} finds it. */
export interface UploadTarget {
  appointmentId: string;
  deliveryId: string;
  photographerId: string;
  /** Printed in the proofs' watermark. */
  photographerName: string;
}

/** One rendered, stored file, ready to be listed. Keys are photo storage keys. */
export interface StoredDeliveryFile {
  /** The upload's id, also the first segment of every key below. */
  id: string;
  kind: DeliveryFileKind;
  originalName: string;
  /** What is downloaded (a final's metadata-free full size; a proof's original, never served). */
  storageKey: string;
  /** The reduced image (watermarked for a proof). */
  previewKey: string;
  contentType: string;
  /** Bytes of `storageKey`. */
  bytes: number;
  width: number;
  height: number;
  /** SHA-256 of the uploaded bytes, hex. */
  sha256: string;
}

/** What the upload path needs from the deliveries' database. */
export interface DeliveryUploadPort {
  /**
   * The delivery of appointment `appointmentId` the caller uploads to.
   * @throws NotFound when the caller is not the booking's photographer or there is no delivery.
   */
  target(uid: string, appointmentId: string): Promise<UploadTarget>;
  /**
   * Refuses a new file of `kind` and `bytes`: 409 `invalid_transition` when the delivery takes no
   * file of that kind now, 413 `quota_exceeded` when one more file of `bytes` would take
   * the photographer over their quota. An early answer; {@link record} decides again.
   */
  admit(target: UploadTarget, kind: DeliveryFileKind, bytes: number): Promise<void>;
  /**
   * Lists the stored file; re-checks state and quota in the same transaction (a race of two
   * uploads is closed there), throwing as {@link admit} does.
   */
  record(target: UploadTarget, file: StoredDeliveryFile): Promise<void>;
}

/** The three operations' handlers and the tus server behind them. */
export interface DeliveryUploads {
  tus: Server;
  /** POST: creates an upload; 201 with `Location` (relative: `uploads/<id>`). */
  create(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** HEAD: `Upload-Offset` of an upload. */
  offset(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** PATCH: the next bytes; the last ones complete the file. */
  append(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Resolves when no finished upload is being rendered (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Renders a delivered photo (render.ts) and stores what is kept of it under `<id>/…` through the
 * photo storage port: a proof's watermarked reduction (`proof.jpg`) next to its original
 * (`original`, typed `filetype`; never served, removed at acceptance), or a final's gallery
 * preview (`preview.jpg`) and its metadata-free re-encode (`final.jpg`, what is downloaded).
 * The finished upload and the demo seed both go through it; the caller lists the file.
 * @throws as {@link renderDeliveryFile} (415 not an image, 422 too many pixels).
 */
export async function storeDeliveryFile(
  storage: MediaStorage,
  file: {
    id: string;
    kind: DeliveryFileKind;
    data: Buffer;
    originalName: string;
    /** The client's MIME type of the original (kept for a proof's original). */
    filetype: string | undefined;
    photographerName: string;
  },
): Promise<StoredDeliveryFile> {
  const { id, kind, data } = file;
  const rendered = await renderDeliveryFile(data, kind, file.photographerName);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const previewKey = `${id}/${kind === 'proof' ? 'proof' : 'preview'}.jpg`;
  await storage.put(previewKey, rendered.preview, 'image/jpeg');
  // A final is downloaded as its metadata-free re-encode; a proof keeps its original (never
  // served; removed at acceptance) next to the watermarked reduction.
  const stored = rendered.full ?? data;
  const storageKey = `${id}/${rendered.full ? 'final.jpg' : 'original'}`;
  const contentType = rendered.full ? 'image/jpeg' : (file.filetype ?? 'application/octet-stream');
  await storage.put(storageKey, stored, contentType);
  return {
    id,
    kind,
    originalName: file.originalName,
    storageKey,
    previewKey,
    contentType,
    bytes: stored.length,
    width: rendered.width,
    height: rendered.height,
    sha256,
  };
}

/** An upload id: 32 random bytes, hex (also the storage prefix of its files). */
const UPLOAD_ID = /^[0-9a-f]{64}$/;

/**
 * The tus data store `config` names: files under `DELIVERY_UPLOAD_DIR` when set, else S3
 * multipart when S3 is configured, else files under `MEDIA_DIR/delivery-uploads`.
 */
export function uploadStore(config: Pick<Config, 'mediaDir' | 's3' | 'deliveryFiles'>): DataStore {
  // tus's expiration extension: an upload unfinished this long after its creation is refused
  // (410) and removed by `deleteExpired` ({@link sweepAbandonedUploads}).
  const expirationPeriodInMilliseconds = config.deliveryFiles.uploadExpiryMs;
  if (config.deliveryFiles.uploadDir)
    return new FileStore({
      directory: config.deliveryFiles.uploadDir,
      expirationPeriodInMilliseconds,
    });
  if (!config.s3)
    return new FileStore({
      directory: path.join(config.mediaDir, 'delivery-uploads'),
      expirationPeriodInMilliseconds,
    });
  const s3 = config.s3;
  return new S3Store({
    // Object tags (for bucket lifecycle rules) are not needed: finished uploads are removed at
    // once, abandoned ones by the sweep (listing the bucket's unfinished multipart uploads).
    useTags: false,
    expirationPeriodInMilliseconds,
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
    },
  });
}

/**
 * Removes the uploads of `store` (default: the one `config` names, {@link uploadStore}) left
 * unfinished longer than `DELIVERY_UPLOAD_EXPIRY_HOURS` after their creation: tus's documented
 * expiration mechanism (`DataStore.deleteExpired`, as `Server.cleanUpExpiredUploads` calls it),
 * judged by the system clock the stores read. An unfinished upload has no database row (the row
 * is written when the last byte arrived, {@link DeliveryUploadPort.record}), so only its bytes go.
 * Run by the deliveries plugin's `delivery-upload-sweep` job; one replica at a time suffices as
 * the replicas share the store (S3 or `DELIVERY_UPLOAD_DIR`).
 * @returns how many the store removed (the S3 store counts the objects it deleted).
 */
export async function sweepAbandonedUploads(
  config: Pick<Config, 'mediaDir' | 's3' | 'deliveryFiles'>,
  store: DataStore = uploadStore(config),
): Promise<number> {
  return store.deleteExpired();
}

/** Both stores read a complete upload back as a stream (not part of tus's `DataStore` type). */
type ReadableStore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** What one request carries into the tus hooks. */
interface UploadContext {
  target: UploadTarget;
  /** A hook's or tus's error, turned into the answer after tus is done. */
  error?: unknown;
}

/** tus's own refusals as the codes of the `Error` schema. */
function tusError(status: number, body: string, maxFileBytes: number): DomainError | undefined {
  const message = body.trim() || 'The upload was refused';
  if (status === 404 || status === 410) return new NotFound('No such upload');
  if (status === 409) return new DomainError(409, 'conflict', message);
  if (status === 413)
    return new DomainError(413, 'payload_too_large', message, { maxBytes: maxFileBytes });
  if (status === 415) return new DomainError(415, 'unsupported_media_type', message);
  if (status >= 400 && status < 500) return new ValidationFailed(message);
  return undefined;
}

/** The tus metadata of a creation, checked. */
function creationMetadata(upload: Upload): { kind: DeliveryFileKind; filename: string } {
  const kind = upload.metadata?.kind;
  const filename = upload.metadata?.filename?.trim();
  if (kind !== 'proof' && kind !== 'final')
    throw new ValidationFailed('Upload-Metadata must name kind proof or final');
  if (!filename || filename.length > 255)
    throw new ValidationFailed('Upload-Metadata must name the filename (at most 255 characters)');
  return { kind, filename };
}

/**
 * The upload path over `port` (the deliveries' database), `storage` (where rendered files go) and
 * `store` (where bytes wait until complete; {@link uploadStore} by default).
 */
export function createDeliveryUploads(options: {
  config: Pick<Config, 'mediaDir' | 's3' | 'deliveryFiles'>;
  storage: MediaStorage;
  port: DeliveryUploadPort;
  log: FastifyBaseLogger;
  store?: DataStore;
}): DeliveryUploads {
  const { config, storage, port, log } = options;
  const maxFileBytes = config.deliveryFiles.maxFileBytes;
  const contexts = new WeakMap<Request, UploadContext>();
  const contextOf = (request: Request): UploadContext => {
    const context = contexts.get(request);
    if (!context) throw new Error('A tus request without its upload context');
    return context;
  };

  async function finish(job: { target: UploadTarget; upload: Upload }): Promise<void> {
    const { target, upload } = job;
    const kind = upload.metadata!.kind as DeliveryFileKind;
    try {
      const data = await buffer(await (tus.datastore as ReadableStore).read(upload.id));
      const file = await storeDeliveryFile(storage, {
        id: upload.id,
        kind,
        data,
        originalName: upload.metadata!.filename!.trim(),
        filetype: upload.metadata?.filetype ?? undefined,
        photographerName: target.photographerName,
      });
      try {
        await port.record(target, file);
      } catch (error) {
        await storage.removePrefix(`${upload.id}/`);
        throw error;
      }
    } finally {
      // Complete or refused, the bytes in the upload store are no longer needed.
      await tus.datastore
        .remove(upload.id)
        .catch((error: unknown) =>
          log.warn({ err: error, uploadId: upload.id }, 'finished upload could not be removed'),
        );
    }
  }
  // One file rendered at a time per replica (libvips uses its own threads inside), so a shoot's
  // worth of finished uploads cannot take the API's CPU and memory from its other requests.
  const renderQueue = fastq.promise(finish, 1);

  const tus: Server = new Server({
    path: '/appointment/:id/delivery/uploads',
    datastore: options.store ?? uploadStore(config),
    maxSize: maxFileBytes,
    // Relative to the creation URL, so it holds behind a proxy that mounts the API under a prefix.
    generateUrl: (_request, { id }) => `uploads/${id}`,
    getFileIdFromRequest: (_request, lastPath) => lastPath,
    namingFunction: () => randomBytes(32).toString('hex'),
    async onUploadCreate(request, upload) {
      const context = contextOf(request);
      try {
        const { kind } = creationMetadata(upload);
        await port.admit(context.target, kind, upload.size ?? 0);
        return {
          metadata: {
            ...upload.metadata,
            appointmentId: context.target.appointmentId,
            photographerId: context.target.photographerId,
          },
        };
      } catch (error) {
        context.error = error;
        throw error;
      }
    },
    async onUploadFinish(request, upload) {
      const context = contextOf(request);
      try {
        await renderQueue.push({ target: context.target, upload });
        return {};
      } catch (error) {
        context.error = error;
        throw error;
      }
    },
    onResponseError(request, error) {
      const context = contexts.get(request);
      if (context && context.error === undefined) context.error = error;
      return undefined;
    },
  });

  /** Hands `request` to tus and sends its answer through Fastify. */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    target: UploadTarget,
  ): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body =
      request.method === 'PATCH'
        ? (Readable.toWeb(request.raw) as unknown as ReadableStream<Uint8Array>)
        : undefined;
    const webRequest = new Request(new URL(request.url, 'http://api.invalid'), {
      method: request.method,
      headers,
      ...(body ? { body, duplex: 'half' } : {}),
    } as RequestInit);
    const context: UploadContext = { target };
    contexts.set(webRequest, context);
    const response = await tus.handleWeb(webRequest);
    if (response.status >= 400) {
      const text = await response.text();
      if (context.error instanceof DomainError) throw context.error;
      const known = tusError(response.status, text, maxFileBytes);
      if (known) throw known;
      throw context.error instanceof Error ? context.error : new Error(`tus: ${text}`);
    }
    for (const [name, value] of response.headers) {
      // CORS is the API's (@fastify/cors); the body's length is Fastify's to set.
      if (name.startsWith('access-control-') || name === 'content-length') continue;
      void reply.header(name, value);
    }
    reply.code(response.status);
    await reply.send(response.status === 204 ? undefined : await response.text());
  }

  /** The caller's delivery; for an existing upload, also that the upload is of that delivery. */
  async function authorised(request: FastifyRequest, uploadId?: string): Promise<UploadTarget> {
    const { id } = request.params as { id: string };
    const target = await port.target(requireUser(request).uid, id);
    if (uploadId !== undefined) {
      if (!UPLOAD_ID.test(uploadId)) throw new NotFound('No such upload');
      const upload = await tus.datastore.getUpload(uploadId).catch(() => undefined);
      if (
        upload?.metadata?.appointmentId !== target.appointmentId ||
        upload.metadata.photographerId !== target.photographerId
      )
        throw new NotFound('No such upload');
    }
    return target;
  }

  const uploadIdOf = (request: FastifyRequest) => (request.params as { uploadId: string }).uploadId;

  return {
    tus,
    async create(request, reply) {
      await forward(request, reply, await authorised(request));
    },
    async offset(request, reply) {
      await forward(request, reply, await authorised(request, uploadIdOf(request)));
    },
    async append(request, reply) {
      await forward(request, reply, await authorised(request, uploadIdOf(request)));
    },
    async idle() {
      if (renderQueue.idle()) return;
      await renderQueue.drained();
    },
  };
}
