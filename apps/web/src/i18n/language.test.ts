// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { preferredLanguage, setDocumentLanguage } from './language';

describe('the language a visit starts in', () => {
  it('is the choice stored with the switch, before the browser’s languages', () => {
    expect(preferredLanguage(['en', 'th-TH', 'th'])).toBe('en');
    expect(preferredLanguage(['th', 'en-US'])).toBe('th');
  });

  it('follows the browser on a first visit, by primary subtag and in its order', () => {
    expect(preferredLanguage([null, 'th-TH', 'en-US'])).toBe('th');
    expect(preferredLanguage([null, 'fr-FR', 'TH', 'en'])).toBe('th');
    expect(preferredLanguage([undefined, 'en-GB', 'th'])).toBe('en');
  });

  it('is English when nothing stored or offered is supported', () => {
    expect(preferredLanguage([null, 'fr-FR', 'de'])).toBe('en');
    expect(preferredLanguage(['klingon'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});

describe('the document’s language', () => {
  /** The attribute mutations of `<html>` while `change` runs (each one restyles the whole page). */
  async function langMutations(change: () => void): Promise<(string | null)[]> {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(document.documentElement, { attributes: true, attributeOldValue: true });
    change();
    await Promise.resolve();
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records.filter((r) => r.attributeName === 'lang').map((r) => r.oldValue);
  }

  it('is set when it differs, and left untouched when it is already the one asked for', async () => {
    document.documentElement.lang = 'en';
    expect(await langMutations(() => setDocumentLanguage(document, 'en'))).toEqual([]);
    expect(await langMutations(() => setDocumentLanguage(document, 'th'))).toEqual(['en']);
    expect(document.documentElement.lang).toBe('th');
    expect(await langMutations(() => setDocumentLanguage(document, 'th'))).toEqual([]);
  });
});
