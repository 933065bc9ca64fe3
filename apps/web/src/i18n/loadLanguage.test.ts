import { describe, expect, it, vi } from 'vitest';

/** A fresh i18n module: the test setup's (i18n/eager.ts) holds every language already. */
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

describe('loadLanguage (docs/decisions/0015: only the UI language is downloaded)', () => {
  it("brings a Thai page's strings without English's", async () => {
    const { i18n, loadLanguage } = await freshI18n();
    await loadLanguage('th');
    expect(i18n.hasResourceBundle('th', 'booking')).toBe(true);
    expect(i18n.hasResourceBundle('th', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'booking')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it("brings the frame's strings alone before the first render, and no more", async () => {
    const { i18n, loadLanguage } = await freshI18n();
    await loadLanguage('en', 'core');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'booking')).toBe(false);
    await loadLanguage('en');
    expect(i18n.hasResourceBundle('en', 'booking')).toBe(true);
    expect(i18n.hasResourceBundle('th', 'common')).toBe(false);
  });
});
