/**
 * Checks responses against openapi.yaml, so drift between handlers and the contract fails tests:
 * the status must be documented for the operation and the JSON body must match its schema
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import { loadSpecification } from '../../src/openapi.ts';

const SPEC_ID = 'https://shootbook.test/openapi.json';
const spec = loadSpecification() as {
  paths: Record<
    string,
    Record<string, { operationId?: string; responses?: Record<string, unknown> }>
  >;
  components: { responses: Record<string, unknown> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: SPEC_ID });

const pointer = (...segments: string[]) =>
  segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Route {
  path: string;
  regex: RegExp;
  params: number;
}
const routes: Route[] = Object.keys(spec.paths)
  .map((path) => ({
    path,
    regex: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/**
 * Statuses any operation may answer without documenting them, because the transport produces
 * them before or around the handler (docs/decisions/0003): body too large, path too long, a body
 * that is not JSON, the rate limit, a fault on our side, a dependency that did not answer
 * (docs/decisions/0034). Always in the Error schema.
 */
const TRANSPORT_STATUSES = new Set([413, 414, 415, 429, 500, 503]);

const cache = new Map<string, ValidateFunction>();
function validatorAt(schemaPointer: string): ValidateFunction {
  let validate = cache.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${SPEC_ID}#/${schemaPointer}` });
    cache.set(schemaPointer, validate);
  }
  return validate;
}

/** Why `value` does not match openapi.yaml's `components.schemas[name]`, or null when it does. */
export function schemaProblems(name: string, value: unknown): string | null {
  const validate = validatorAt(pointer('components', 'schemas', name));
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

/** The operationId serving `method url`, or undefined for paths outside the contract. */
export function operationOf(method: string, url: string): string | undefined {
  const path = url.split('?')[0] ?? url;
  const route = routes.find(
    (r) => r.regex.test(path) && spec.paths[r.path]?.[method.toLowerCase()],
  );
  return route ? spec.paths[route.path]?.[method.toLowerCase()]?.operationId : undefined;
}

/**
 * Throws when a response to `method url` breaks the contract: undocumented status, or a body that
 * does not match the documented schema. Paths outside the contract must answer with the Error schema
 * when they fail.
 */
export function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
): void {
  const path = url.split('?')[0] ?? url;
  const m = method.toLowerCase();
  const route = routes.find((r) => r.regex.test(path) && spec.paths[r.path]?.[m]);
  let schemaPointer: string | undefined;
  if (!route) {
    if (status < 400) return;
    schemaPointer = pointer('components', 'schemas', 'Error');
  } else {
    const responses = spec.paths[route.path]?.[m]?.responses ?? {};
    const response = responses[String(status)] as
      { $ref?: string; content?: Record<string, unknown> } | undefined;
    if (!response) {
      if (TRANSPORT_STATUSES.has(status)) {
        schemaPointer = pointer('components', 'schemas', 'Error');
      } else {
        throw new Error(
          `${method} ${url}: status ${status} is not documented in openapi.yaml (body ${JSON.stringify(body)})`,
        );
      }
    } else if (response.$ref) {
      const name = response.$ref.split('/').pop() ?? '';
      schemaPointer = pointer(
        'components',
        'responses',
        name,
        'content',
        'application/json',
        'schema',
      );
    } else if (response.content?.['application/json']) {
      schemaPointer = pointer(
        'paths',
        route.path,
        m,
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      );
    } else if (response.content && Object.keys(response.content).length > 0) {
      // Another media type (e.g. text/calendar): the body, as text, against that type's schema.
      schemaPointer = pointer(
        'paths',
        route.path,
        m,
        'responses',
        String(status),
        'content',
        Object.keys(response.content)[0]!,
        'schema',
      );
    } else {
      if (body !== undefined && body !== '')
        throw new Error(`${method} ${url}: ${status} must have no body`);
      return;
    }
  }
  const validate = validatorAt(schemaPointer);
  if (!validate(body)) {
    throw new Error(
      `${method} ${url} → ${status}: body does not match openapi.yaml (${schemaPointer}): ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body, null, 2).slice(0, 2000)}`,
    );
  }
}
