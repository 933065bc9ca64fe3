import { describe, expect, it } from 'vitest';

import { hasInvisibleCharacters } from './name.ts';

describe('hasInvisibleCharacters', () => {
  it.each([
    ['a zero-width space', 'Som\u200Bchai'],
    ['a zero-width non-joiner', 'Som\u200Cchai'],
    ['a zero-width joiner', 'Som\u200Dchai'],
    ['a word joiner', 'Som\u2060chai'],
    ['a byte-order mark', '\uFEFFSomchai'],
    ['a soft hyphen', 'Som\u00ADchai'],
    ['only a zero-width space', '\u200B'],
  ])('finds %s', (_what, name) => {
    expect(hasInvisibleCharacters(name)).toBe(true);
  });

  it.each([
    ['Latin', 'Somchai Jaidee'],
    ['Thai with vowel and tone marks', 'กิ่งแก้ว ใจดี'],
    ['Thai with a sara am and mai ek', 'สมศักดิ์ น้ำใจ'],
    ['accents', 'Zoë Łukasz-Müller'],
    ['an emoji', 'Nok 📷'],
  ])('lets %s through', (_what, name) => {
    expect(hasInvisibleCharacters(name)).toBe(false);
  });
});
