/**
 * The contract: `openapi.yaml` at the repository root, read once per process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

import { repoRoot } from './db/client.ts';

/** Path of the OpenAPI document. */
export const specificationPath = path.join(repoRoot, 'openapi.yaml');

let cached: Record<string, unknown> | undefined;

/** The parsed OpenAPI document (a fresh deep copy each call, so callers may mutate it). */
export function loadSpecification(): Record<string, unknown> {
  cached ??= parse(readFileSync(specificationPath, 'utf8')) as Record<string, unknown>;
  return structuredClone(cached);
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface OperationObject {
  operationId?: string;
  tags?: string[];
}
type PathItem = Record<string, unknown> &
  Partial<Record<(typeof HTTP_METHODS)[number], OperationObject>>;

/**
 * The document with only the operations tagged with one of `tags` (path-level `parameters` and
 * all `components` kept), so each resource plugin registers exactly its own operations.
 * Paths left without an operation are dropped.
 */
export function specificationForTags(tags: readonly string[]): Record<string, unknown> {
  const spec = loadSpecification() as { paths: Record<string, PathItem> };
  const paths: Record<string, PathItem> = {};
  for (const [url, item] of Object.entries(spec.paths)) {
    const kept: PathItem = {};
    for (const [key, value] of Object.entries(item)) {
      const isOperation = (HTTP_METHODS as readonly string[]).includes(key);
      if (!isOperation) kept[key] = value;
      else if ((value as OperationObject).tags?.some((tag) => tags.includes(tag)))
        kept[key] = value;
    }
    if (HTTP_METHODS.some((method) => kept[method])) paths[url] = kept;
  }
  return { ...spec, paths };
}

/** Every `operationId` of the document, with its tags. */
export function operationTags(): Map<string, string[]> {
  const spec = loadSpecification() as { paths: Record<string, PathItem> };
  const result = new Map<string, string[]>();
  for (const item of Object.values(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.operationId) result.set(op.operationId, op.tags ?? []);
    }
  }
  return result;
}
