/**
 * Every reason code the API sends (`params.reason` of the Error body, errors.ts `ERROR_REASONS`)
 * and every reason the system stores with a status change (appointments/reasons.ts) has words in
 * the web's `apiErrors` namespace, so no user meets a raw code or an English server sentence
 * (docs/decisions/0003 "Error body and codes"). Thai has the same keys as English
 * (apps/web/src/i18n/locales.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { SYSTEM_REASONS } from '../src/appointments/reasons.ts';
import { ERROR_REASONS } from '../src/errors.ts';

const words = (language: string): Record<string, string> =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../web/src/i18n/locales/${language}/apiErrors.json`, import.meta.url),
        'utf8',
      ),
    ) as { reasons: Record<string, string> }
  ).reasons;

describe('reason codes', () => {
  it.each(['en', 'th'])('all have words in the web, in %s', (language) => {
    const reasons = words(language);
    const codes = [...ERROR_REASONS, ...SYSTEM_REASONS];
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((code) => !reasons[code]?.trim())).toEqual([]);
  });

  it('are snake_case codes, as the Error schema requires, and each is one thing', () => {
    const codes = [...ERROR_REASONS, ...SYSTEM_REASONS];
    expect(codes.filter((code) => !/^[a-z][a-z0-9_]*$/.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
