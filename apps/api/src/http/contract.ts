/**
 * Contract routes: each resource plugin registers its own operations of openapi.yaml (those
 * tagged with its tags) through {@link registerContractRoutes}; fastify-openapi-glue turns them
 * into Fastify routes with the spec's params/query/header/body/response schemas, and every route
 * gets the bearer-token hooks. Spec-first: a route exists only because the spec names it, and an
 * operation without a handler stops the server at start, not at the first request.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import type { Handlers } from '../deps.ts';
import type { bearerAuthHooks } from '../identity/auth.ts';
import { specificationForTags } from '../openapi.ts';

/** What a resource plugin receives from the server. */
export interface ResourcePluginOptions {
  /** The bearer-token hooks shared by every contract route (identity/auth.ts). */
  auth: ReturnType<typeof bearerAuthHooks>;
}

/**
 * Registers the operations of openapi.yaml tagged with one of `tags` in `scope`, served by
 * `handlers` (by operationId).
 * @throws Error at registration when an operation of those tags has no handler, or a handler
 *   names an operation those tags do not have.
 */
export async function registerContractRoutes(
  scope: FastifyInstance,
  options: {
    tags: readonly string[];
    handlers: Handlers;
    auth: ResourcePluginOptions['auth'];
    /** Extra Fastify route options by operationId (e.g. `{ sse: … }` for an event stream). */
    routeOptions?: Partial<Record<string, Partial<RouteOptions>>>;
  },
): Promise<void> {
  const handlers = options.handlers as Record<string, ((...args: never[]) => unknown) | undefined>;
  const served = new Set<string>();
  await scope.register(openapiGlue, {
    specification: specificationForTags(options.tags),
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler)
        throw new Error(
          `openapi.yaml operation ${operationId} (tags ${options.tags.join(', ')}) has no handler`,
        );
      served.add(operationId);
      return {
        onRequest: (request: FastifyRequest) => options.auth.identify(request),
        preParsing: options.auth.requireIdentity,
        handler,
        ...options.routeOptions?.[operationId],
      } as unknown as RouteOptions;
    },
  });
  const strays = Object.keys(handlers).filter((id) => !served.has(id));
  if (strays.length > 0)
    throw new Error(
      `Handlers for operations not tagged ${options.tags.join(', ')}: ${strays.join(', ')}`,
    );
}
