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
