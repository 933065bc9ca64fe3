import { ERROR_REASONS, SYSTEM_REASONS } from '@shootbook/machines';
import { describe, expect, it } from 'vitest';
import en from './locales/en/apiErrors.json';
import th from './locales/th/apiErrors.json';

/**
 * Every reason code of packages/machines (the API's refusals `ERROR_REASONS`, the system's stored
 * reasons `SYSTEM_REASONS`; docs/product.md §8) has words in English and Thai
 * (`apiErrors:reasons.<code>`), so no user meets a raw code or an English server sentence; and
 * the web keeps no words for a code the rules no longer have.
 */
const codes: string[] = [...ERROR_REASONS, ...SYSTEM_REASONS];

const words: [language: string, reasons: Record<string, string>][] = [
  ['en', en.reasons],
  ['th', th.reasons],
];

describe.each(words)('reason words in %s', (_language, reasons) => {
  it('has words for every reason code', () => {
    expect(codes.length).toBeGreaterThan(70);
    expect(codes.filter((code) => !reasons[code]?.trim())).toEqual([]);
  });

  it('has no words for a code that does not exist', () => {
    expect(Object.keys(reasons).length).toBeGreaterThan(70);
    expect(Object.keys(reasons).filter((key) => !codes.includes(key))).toEqual([]);
  });
});
