import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18n module: the test setup's (i18n/eager.ts) holds every language already. */
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('the first visit of a Thai browser that never pressed TH', () => {
  it('is Thai for the switch, the formatting and the profile once the strings are in, and <html lang> says so', async () => {
    vi.stubGlobal('navigator', { languages: ['th-TH', 'en-US'], language: 'th-TH' });
    const documentElement = { lang: 'en' };
    vi.stubGlobal('document', { documentElement });
    const { i18n, loadLanguage, activeLanguage } = await freshI18n();
    // Before any string is downloaded the page is already declared Thai (index.html says `en`).
    expect(documentElement.lang).toBe('th');
    await loadLanguage(undefined, 'core');
    expect(i18n.resolvedLanguage).toBe('th');
    expect(activeLanguage()).toBe('th');
    expect(documentElement.lang).toBe('th');
  });

  it('moves <html lang> with the switch', async () => {
    const documentElement = { lang: 'en' };
    vi.stubGlobal('document', { documentElement });
    vi.stubGlobal('localStorage', undefined);
    const { changeLanguage } = await freshI18n();
    await changeLanguage('th');
    expect(documentElement.lang).toBe('th');
    await changeLanguage('en');
    expect(documentElement.lang).toBe('en');
  });
});
