/**
 * The mail's words exist in English and Thai alike (docs/product.md §10.4; docs/decisions/0012):
 * a key present in one language only fails here instead of mailing a Thai user an English
 * sentence or a raw key.
 */
import { describe, expect, it } from 'vitest';
import en from '../src/mail/locales/en.json' with { type: 'json' };
import th from '../src/mail/locales/th.json' with { type: 'json' };

/** Every string of `catalogue` by its dotted key. */
function strings(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of strings(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('mail strings (apps/api/src/mail/locales)', () => {
  const english = strings(en);
  const thai = strings(th);

  it('has the same keys in English and Thai', () => {
    expect(english.size).toBeGreaterThan(10);
    expect([...thai.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has non-empty Thai strings with the same {{placeholders}} as English', () => {
    for (const [key, text] of english) {
      const translated = thai.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});
