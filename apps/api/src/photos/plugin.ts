/**
 * The photos resource (openapi.yaml tag `photos`; docs/decisions/0010): uploads, galleries,
 * portfolios, and the files themselves at `/media/<sha256>/<width>.<avif|webp|jpg>`.
 *
 * The upload is the one contract operation whose body is not JSON: this plugin's own scope adds
 * @fastify/multipart (one file of at most 25 MB, a few short text parts), so the rest of the API
 * still refuses multipart with 415. The text parts are validated against `PhotoUpload` like any
 * body (http/content-types.ts); the file's bytes are judged by the pipeline.
 *
 * Files are served with `Cache-Control: public, max-age=31536000, immutable` and ETags: their
 * keys are content-addressed, so a key's bytes never change. Originals are never served (they
 * still carry their EXIF).
 */
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_PHOTO_BYTES } from '@shootbook/machines';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import type { Handlers } from '../deps.ts';
import { DomainError, ValidationFailed } from '../errors.ts';
import { registerContractRoutes, type ResourcePluginOptions } from '../http/contract.ts';
import { requireUser } from '../identity/auth.ts';
import {
  deletePhoto,
  listPhotos,
  loadPhoto,
  reorderPhotos,
  setCover,
  updatePhoto,
  uploadPhoto,
  type PhotoDeps,
  type UploadFields,
} from './service.ts';

/** A variant's path below `/media/`: `<sha256>/<width>.<format>`. */
const VARIANT_PATH = /^\/?[0-9a-f]{64}\/\d{1,4}\.(avif|webp|jpg)$/;

/** `(deps) => { listPhotos, uploadPhoto, reorderPhotos, getPhoto, updatePhoto, deletePhoto, setPhotoCover }`. */
export function photoHandlers(deps: PhotoDeps): Handlers {
  return {
    async listPhotos(request) {
      return listPhotos(deps, request.query);
    },

    async uploadPhoto(request, reply) {
      const body = request.body as unknown as UploadFields & { file?: unknown };
      if (!Buffer.isBuffer(body.file))
        throw new ValidationFailed('Send the image as one file part named file');
      const { file, ...fields } = body;
      const photo = await uploadPhoto(deps, requireUser(request), fields, file);
      reply.code(202);
      return photo;
    },

    async reorderPhotos(request) {
      return reorderPhotos(deps, requireUser(request), request.body.photoIds);
    },

    async getPhoto(request) {
      return loadPhoto(deps, request.params.id);
    },

    async updatePhoto(request) {
      return updatePhoto(deps, requireUser(request), request.params.id, request.body);
    },

    async deletePhoto(request, reply) {
      await deletePhoto(deps, requireUser(request), request.params.id);
      return reply.code(204).send();
    },

    async setPhotoCover(request) {
      return setCover(deps, requireUser(request), request.params.id);
    },
  };
}

/** Registers the photo operations and, with the local storage driver, the `/media/` files. */
export const photosPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: PhotoDeps; serveMediaFrom?: string | undefined }
> = async (app, options) => {
  // Multipart is for the upload only: the photo operations with JSON bodies refuse it, and the
  // upload refuses JSON, both with 415 before a byte of the body is read.
  app.addHook('onRoute', (route) => {
    if (!(route.schema as { body?: unknown } | undefined)?.body) return;
    const upload = route.method === 'POST' && route.url === '/photo';
    const guard = async (request: FastifyRequest) => {
      const multipartBody = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
      if (multipartBody !== upload) {
        throw new DomainError(
          415,
          'unsupported_media_type',
          upload
            ? 'Send the photo as multipart/form-data'
            : 'This operation takes application/json only',
        );
      }
    };
    const existing =
      route.preParsing === undefined
        ? []
        : Array.isArray(route.preParsing)
          ? route.preParsing
          : [route.preParsing];
    route.preParsing = [...existing, guard as never];
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // One image and the four text parts of PhotoUpload; anything more is refused, not buffered.
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: 1,
      fields: 8,
      fieldSize: 4096,
      parts: 10,
      headerPairs: 20,
    },
  });
  await registerContractRoutes(app, {
    tags: ['photos'],
    handlers: photoHandlers(options.deps),
    auth: options.auth,
  });
  if (options.serveMediaFrom) {
    await app.register(fastifyStatic, {
      root: options.serveMediaFrom,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      etag: true,
      lastModified: false,
      cacheControl: true,
      maxAge: 365 * 24 * 60 * 60 * 1000,
      immutable: true,
      allowedPath: (pathName) => VARIANT_PATH.test(pathName),
      setHeaders(reply) {
        // Photos are embedded by the web's origin; helmet's same-origin default would block them.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
};
