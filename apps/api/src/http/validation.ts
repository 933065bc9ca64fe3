/**
 * How requests are validated against openapi.yaml: Fastify's AJV compilers, split by part of the
 * request. Query strings, path params and headers arrive as text and are coerced to the schema's
 * types (`limit=10` → 10), but a JSON body already has types, so it is validated as sent: coercing
 * it would quietly accept `{"price": null}` as 0 satang or `{"price": "2000"}` as 2000.
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** AJV options of the whole server: unknown properties are refused (not dropped), defaults applied (limit 50). */
export const ajvOptions = {
  customOptions: {
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: 'array',
    strict: false,
  },
} as const;

/**
 * The `schemaController` option of the server: the body compiler without type coercion, the
 * headers compiler with the schema's header names lowercased (Node lowercases incoming header
 * names; a custom compiler factory no longer gets Fastify's own lowercasing, so
 * `Idempotency-Key` would never match and never be checked).
 */
export function validationSchemaController(): NonNullable<
  FastifyServerOptions['schemaController']
> {
  // The library's types are a union of its AJV and JTD modes; only the AJV mode is used here.
  type Route = { httpPart?: string; schema?: unknown };
  type Build = (
    externalSchemas: unknown,
    options: { customOptions?: object },
  ) => (route: Route) => unknown;
  const fromPool = AjvCompiler() as unknown as Build;
  const build: Build = (externalSchemas, options) => {
    const coercing = fromPool(externalSchemas, options);
    const exact = fromPool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => {
      if (route.httpPart === 'body') return exact(route);
      if (route.httpPart === 'headers')
        return coercing({ ...route, schema: lowercaseHeaderSchema(route.schema) });
      return coercing(route);
    };
  };
  return { compilersFactory: { buildValidator: build as unknown as BuildCompilerFromPool } };
}

/** The headers schema with its property names (and `required`) lowercased, as Node presents headers. */
function lowercaseHeaderSchema(schema: unknown): unknown {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!s?.properties) return schema;
  return {
    ...s,
    properties: Object.fromEntries(
      Object.entries(s.properties).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(s.required ? { required: s.required.map((name) => name.toLowerCase()) } : {}),
  };
}
