import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language';

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
