/**
 * The file side of the deliveries resource (docs/decisions/0026):
 * - {@link deliveryFilesHandlers}: the `delivery-files` contract operations (the list of files
 *   with signed links, removing a file, the archive link);
 * - {@link deliveryTransfersPlugin}: the `delivery-transfers` operations, outside the JSON
 *   contract routes in a scope of their own: the tus uploads (their PATCH body,
 *   `application/offset+octet-stream`, is left unread by this scope's parser and streamed by tus
 *   into its store; the bearer token is checked by the same hooks as every operation) and the two
 *   signed downloads (no bearer token: the token in the path is the authorization; an expired,
 *   altered or unknown token is 404 like a missing file).
 */
import { PassThrough } from 'node:stream';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import type { Handlers } from '../../deps.ts';
import { NotFound } from '../../errors.ts';
import type { ResourcePluginOptions } from '../../http/contract.ts';
import type { PhotoDeps } from '../../photos/index.ts';
import { requireUser } from '../../identity/auth.ts';
import { archiveNames, streamArchive } from './archive.ts';
import { deliveryById, findDeliveryFile } from './queries.ts';
import {
  archiveEntries,
  archiveLink,
  copyToPortfolio,
  deleteFile,
  listFiles,
  uploadPort,
  type FilesDeps,
} from './service.ts';
import { verifyLinkToken, type LinkSubject } from './signed-links.ts';
import { createDeliveryUploads } from './uploads.ts';

type Params = { id: string; fileId: string };

/** `Content-Disposition` naming `name` (ASCII fallback plus the UTF-8 name, RFC 6266). */
function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The subject of a signed token in the path, or 404 (expired, altered, unknown). */
function subjectOf(
  deps: FilesDeps,
  request: FastifyRequest,
  kinds: readonly LinkSubject['kind'][],
): LinkSubject {
  const { token } = request.params as { token: string };
  const verified = verifyLinkToken(
    deps.config.deliveryFiles.linkSecret,
    token,
    kinds,
    deps.clock.now(),
  );
  if ('refused' in verified)
    throw new NotFound(verified.refused === 'expired' ? 'This link has expired' : 'No such link', {
      reason: verified.refused === 'expired' ? 'link_expired' : 'link_invalid',
    });
  return verified.subject;
}

/**
 * `{ listDeliveryFiles, deleteDeliveryFile, createDeliveryArchiveLink, copyDeliveryFileToPortfolio }`
 * (tag `delivery-files`).
 */
export function deliveryFilesHandlers(deps: FilesDeps & Pick<PhotoDeps, 'processor'>): Handlers {
  return {
    async listDeliveryFiles(request) {
      const query = request.query as { kind?: 'proof' | 'final'; limit: number; offset: number };
      return listFiles(deps, requireUser(request).uid, request.params.id, query);
    },

    async deleteDeliveryFile(request, reply) {
      const { id, fileId } = request.params as Params;
      await deleteFile(deps, requireUser(request).uid, id, fileId);
      return reply.code(204).send();
    },

    async createDeliveryArchiveLink(request) {
      return archiveLink(deps, requireUser(request).uid, request.params.id);
    },

    async copyDeliveryFileToPortfolio(request) {
      const { id, fileId } = request.params as Params;
      return copyToPortfolio(deps, requireUser(request).uid, id, fileId);
    },
  };
}

/** The two signed downloads (`downloadDeliveryFile`, `downloadDeliveryArchive`). */
function downloads(deps: FilesDeps) {
  return {
    async file(request: FastifyRequest, reply: FastifyReply) {
      const subject = subjectOf(deps, request, ['preview', 'file']);
      const file = await findDeliveryFile(deps.db, subject.id);
      // A proof's original is never served: only its watermarked reduction.
      const key =
        subject.kind === 'preview' ? file?.previewKey : file?.kind === 'final' && file.storageKey;
      const stream = key ? await deps.storage.getStream(key) : undefined;
      if (!file || !stream) throw new NotFound('No such file');
      const name = archiveNames([file.originalName])[0]!;
      return reply
        .type('image/jpeg')
        .header(
          'content-disposition',
          disposition(subject.kind === 'file' ? 'attachment' : 'inline', name),
        )
        .header('cache-control', 'private, max-age=600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(stream);
    },

    async archive(request: FastifyRequest, reply: FastifyReply) {
      const subject = subjectOf(deps, request, ['archive']);
      const delivery = await deliveryById(deps.db, subject.id);
      if (!delivery || delivery.finalsDeliveredAt === null) throw new NotFound('No such archive');
      const entries = await archiveEntries(deps, delivery.deliveryId);
      const body = new PassThrough();
      streamArchive(deps.storage, entries, body).catch((error: unknown) =>
        request.log.warn({ err: error, deliveryId: delivery.deliveryId }, 'archive failed'),
      );
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          disposition('attachment', `shootbook-${delivery.appointmentId}.zip`),
        )
        .send(body);
    },
  };
}

/**
 * Registers the `delivery-transfers` operations (tus uploads, signed downloads) in this scope;
 * register it inside the deliveries plugin.
 */
export const deliveryTransfersPlugin: FastifyPluginAsync<
  ResourcePluginOptions & { deps: FilesDeps }
> = async (app, options) => {
  const { deps, auth } = options;
  // The tus PATCH body stays unread here: tus streams it into its store.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const uploads = createDeliveryUploads({
    config: deps.config,
    storage: deps.storage,
    port: uploadPort(deps),
    log: deps.log,
  });
  // An upload being rendered is finished before the server (and its database) closes.
  app.addHook('onClose', async () => uploads.idle());
  const signedIn = { onRequest: auth.identify, preParsing: auth.requireIdentity };
  const upload = '/appointment/:id/delivery/uploads';
  app.route({ method: 'POST', url: upload, ...signedIn, handler: uploads.create });
  app.route({ method: 'HEAD', url: `${upload}/:uploadId`, ...signedIn, handler: uploads.offset });
  app.route({ method: 'PATCH', url: `${upload}/:uploadId`, ...signedIn, handler: uploads.append });
  const signed = downloads(deps);
  app.get('/delivery-files/:token', signed.file);
  app.get('/delivery-archive/:token', signed.archive);
};
