/**
 * One door: contract operations take `application/json` bodies only, and every body is validated.
 *
 * - The root scope parses JSON and nothing else, so a form, `text/plain` or multipart body is
 *   415 `unsupported_media_type` before any handler runs. Routes that need another format (the
 *   provider webhook's raw bytes, the sandbox pages' forms) declare their parser in their own
 *   encapsulated scope.
 * - openapi.yaml binds body schemas to a media type (`content: { application/json: … }`), and
 *   Fastify validates such a map only for a body of that media type: any other type would skip
 *   validation. The `onRoute` hook unwraps the JSON schema into a plain body schema, so the body
 *   is validated whatever its declared type — and a missing body (validated as `null`) is 400.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Largest JSON body a contract operation takes (the largest valid one is about 45 KiB). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

type ContentMap = { content?: Record<string, { schema?: unknown }> };

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The route's body schema without its media-type map; throws for a body that is not JSON.
 * The one exception is an operation whose only body is `multipart/form-data` (the photo upload):
 * its text parts are validated by the same schema once @fastify/multipart has parsed them into
 * `{ name: value }` (`attachFieldsToBody: 'keyValues'`), with each `format: binary` part (a file,
 * then a Buffer) only required to be there; the upload's own scope checks the bytes.
 */
export function unwrapJsonBodySchema(route: RouteOptions): void {
  const schema = route.schema as { body?: unknown } | undefined;
  const body = schema?.body as ContentMap | undefined;
  if (!schema || !body?.content) return;
  const types = Object.keys(body.content);
  const multipart = body.content['multipart/form-data']?.schema as ObjectSchema | undefined;
  if (multipart && types.length === 1) {
    if (!multipart.properties)
      throw new Error(
        `${route.method} ${route.url}: a multipart body schema must be an inline object`,
      );
    const properties = Object.fromEntries(
      Object.entries(multipart.properties).map(([name, part]) => [
        name,
        (part as { format?: string }).format === 'binary' ? {} : part,
      ]),
    );
    route.schema = { ...schema, body: { ...multipart, properties } };
    return;
  }
  const json = body.content['application/json']?.schema;
  if (!json || types.length !== 1) {
    throw new Error(
      `${route.method} ${route.url}: request bodies must be application/json only, found ${types.join(', ')}`,
    );
  }
  route.schema = { ...schema, body: json };
}

/** JSON-only body parsing and body-schema unwrapping for everything registered after it. */
export const jsonOnlyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES },
      parseJson,
    );
    app.addHook('onRoute', unwrapJsonBodySchema);
  },
  { name: 'shootbook-json-only' },
);
