import { appointmentStatuses, paymentStatuses } from '@shootbook/machines';
import { describe, expect, it } from 'vitest';
import glossaryMarkdown from '../../../../docs/thai-glossary.md?raw';
import { i18n } from './index';

/**
 * Thai catalogue completeness (docs/product.md §10.4: English and Thai, switchable).
 *
 * English is the source of truth. For every namespace `th` must hold exactly the keys of `en`
 * (nested keys joined with "."), so a string added in English without Thai fails here instead of
 * silently falling back to English in the Thai UI. Plural keys follow i18next's suffixes: an
 * English plural group (`x_one` + `x_other`) is expected in Thai with Thai's plural categories,
 * taken from `Intl.PluralRules('th')` (only `other`), plus `x_zero` if English has it (i18next
 * uses `_zero` in every language). Each Thai string keeps the same `{{placeholders}}` as English.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Catalogue = Record<string, unknown>;

/**
 * The API's mail words (apps/api/src/mail/locales, docs/decisions/0012): a Thai user reads them
 * in e-mails and LINE messages, so they pass the same checks for English left in Thai and the
 * glossary as the screens' strings, under the namespace `mail`.
 */
const mailFiles = import.meta.glob<Catalogue>('../../../api/src/mail/locales/*.json', {
  eager: true,
  import: 'default',
});

function mailCatalogue(lng: string): Catalogue {
  const entry = Object.entries(mailFiles).find(([file]) => file.endsWith(`/${lng}.json`));
  if (!entry) throw new Error(`apps/api/src/mail/locales has no ${lng}.json`);
  return entry[1];
}

function catalogue(lng: string): Map<string, Catalogue> {
  const byNamespace = new Map<string, Catalogue>();
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === lng && match[2]) byNamespace.set(match[2], content);
  }
  return byNamespace;
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; leaves keep their raw value (expected: strings). */
function flatten(
  node: Catalogue,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Catalogue, path, out);
    else out[path] = value;
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys a language must have, given the English keys and that language's plural categories. */
function expectedKeys(enKeys: string[], lng: string): string[] {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const enSet = new Set(enKeys);
  const expected = new Set<string>();
  for (const key of enKeys) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const isPlural = base !== key && enSet.has(`${base}_other`);
    if (!isPlural) expected.add(key);
    else if (key.endsWith('_zero')) expected.add(key);
    else for (const category of categories) expected.add(`${base}_${category}`);
  }
  return [...expected].sort();
}

/** The English key a Thai key is translated from (`x_other` for Thai plural forms missing in English). */
function englishSource(key: string, en: Record<string, unknown>): string {
  return key in en ? key : key.replace(PLURAL_SUFFIX, '_other');
}

function placeholders(value: unknown): string[] {
  return [...new Set(String(value).match(/\{\{[^}]*\}\}/g) ?? [])].sort();
}

const en = catalogue('en');
const th = catalogue('th');
/** The web's namespaces and the API's mail words, for the checks of what a Thai reader sees. */
const enWithMail = new Map([...en, ['mail', mailCatalogue('en')]]);
const thWithMail = new Map([...th, ['mail', mailCatalogue('th')]]);

describe('Thai strings (locales/th)', () => {
  it('finds the English namespaces and a Thai file for each of them', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
  });

  describe.each([...en.keys()].sort())('namespace %s', (namespace) => {
    const enFlat = flatten(en.get(namespace) ?? {});
    const thFlat = flatten(th.get(namespace) ?? {});

    it('has exactly the keys of English (plurals with Thai categories)', () => {
      const want = expectedKeys(Object.keys(enFlat), 'th');
      const have = Object.keys(thFlat).sort();
      expect({
        missing: want.filter((k) => !have.includes(k)),
        extra: have.filter((k) => !want.includes(k)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it('has non-empty strings with the same {{placeholders}} as English', () => {
      const problems: string[] = [];
      for (const [key, value] of Object.entries(thFlat)) {
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${key}: not a non-empty string`);
          continue;
        }
        const source = enFlat[englishSource(key, enFlat)];
        if (source === undefined) continue; // reported as an extra key above
        const want = placeholders(source).join(' ');
        const have = placeholders(value).join(' ');
        if (want !== have)
          problems.push(`${key}: expected ${want || 'none'}, found ${have || 'none'}`);
      }
      expect(problems).toEqual([]);
    });
  });

  it('shows Thai, not the English fallback, for a count of 1 and interpolates values', () => {
    const t = i18n.getFixedT('th');
    expect(t('appointment:list.count', { count: 1 })).toBe('1 รายการจอง');
    expect(t('reviews:form.star', { count: 1 })).toBe('1 ดาว');
    const sent = t('auth:reset.sentDescription', { email: 'a@example.com' });
    expect(sent).toContain('a@example.com');
    expect(sent).not.toBe(
      i18n.getFixedT('en')('auth:reset.sentDescription', { email: 'a@example.com' }),
    );
  });
});

/**
 * Latin words a Thai string may hold: the brand and names of products, file formats and keys
 * that Thai writes as they are, the English language's own name on the language switch, and the
 * `HH:mm` of a time format. Any other Latin word in Thai is English left untranslated.
 */
const SAME_IN_THAI = new Set([
  'ShootBook',
  'PromptPay',
  'LINE',
  'Google',
  'Calendar',
  'Apple',
  'Maps',
  'Facebook',
  'English',
  'ttb',
  'ZIP',
  'CSV',
  'URL',
  'https',
  'JPEG',
  'PNG',
  'WebP',
  'AVIF',
  'HEIC',
  'MB',
  'Ctrl',
  'Alt',
  'Enter',
  'HH',
  'mm',
]);

/**
 * A comma next to Thai text ("ข้อความ, ยังไม่ได้อ่าน 4"): Thai separates phrases by a space, so such a
 * comma is English punctuation carried over; a list of Latin names ("JPEG, PNG") keeps its commas.
 */
const THAI_COMMA = /(^|[\u0E00-\u0E7F])\s*,|,\s*[\u0E00-\u0E7F]/u;

/** The Latin words of `value` outside its `{{placeholders}}` that are not {@link SAME_IN_THAI}. */
function untranslatedWords(value: string): string[] {
  const words = value.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z]+/g) ?? [];
  return words.filter((word) => !SAME_IN_THAI.has(word));
}

describe('Thai strings are translated (locales/th and the mail words)', () => {
  const pairs = [...enWithMail.keys()].flatMap((namespace) => {
    const enFlat = flatten(enWithMail.get(namespace) ?? {});
    return Object.entries(flatten(thWithMail.get(namespace) ?? {})).map(([key, value]) => ({
      key: `${namespace}:${key}`,
      th: String(value),
      en: String(enFlat[englishSource(key, enFlat)]),
    }));
  });

  it('reads every Thai string, the mail words among them', () => {
    expect(pairs.length).toBeGreaterThan(500);
    expect(pairs.filter((pair) => pair.key.startsWith('mail:')).length).toBeGreaterThan(10);
  });

  it('has no Thai string equal to its English one, but those with nothing to translate', () => {
    expect(
      pairs
        .filter((pair) => pair.th === pair.en && untranslatedWords(pair.th).length > 0)
        .map((pair) => `${pair.key}: "${pair.th}"`),
    ).toEqual([]);
  });

  it('has no English word left in a Thai string', () => {
    expect(
      pairs
        .filter((pair) => untranslatedWords(pair.th).length > 0)
        .map((pair) => `${pair.key}: "${pair.th}" (${untranslatedWords(pair.th).join(', ')})`),
    ).toEqual([]);
  });

  it('separates Thai words by a space, never by an English-style comma', () => {
    expect(
      pairs.filter((pair) => THAI_COMMA.test(pair.th)).map((pair) => `${pair.key}: "${pair.th}"`),
    ).toEqual([]);
    const t = i18n.getFixedT('th');
    expect(`ข้อความ${t('common:nav.unread', { count: 4 })}`).toBe('ข้อความ ยังไม่ได้อ่าน 4 รายการ');
    expect(THAI_COMMA.test(', ยังไม่ได้อ่าน 4')).toBe(true);
    expect(THAI_COMMA.test('JPEG, PNG หรือ AVIF')).toBe(false);
  });

  it('catches an untranslated string, and lets a brand or a placeholder through', () => {
    expect(untranslatedWords('Pay now')).toEqual(['Pay', 'now']);
    expect(untranslatedWords('ชำระเงิน by {{time}}')).toEqual(['by']);
    expect(untranslatedWords('เข้าสู่ระบบ ShootBook')).toEqual([]);
    expect(untranslatedWords('{{index}} / {{total}}')).toEqual([]);
    expect(untranslatedWords('ดาวน์โหลดทั้งหมด (ZIP)')).toEqual([]);
  });
});

/**
 * The Thai glossary (docs/thai-glossary.md) read as data: each "Never" entry of its Terms table
 * (a literal in backticks, or `/regex/`) and the English and Thai labels of its state tables.
 */
interface Glossary {
  never: { concept: string; term: string; pattern: RegExp; text: string }[];
  states: Record<'appointment' | 'payment', Map<string, { en: string; th: string }>>;
}

/** The rows of the markdown table under `## heading`, as arrays of trimmed cells. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/thai-glossary.md has no "## ${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

function readGlossary(markdown: string): Glossary {
  const never = tableRows(markdown, 'Terms').flatMap(([concept = '', , term = '', list = '']) =>
    [...list.matchAll(/`([^`]+)`/g)].map(([, text = '']) => ({
      concept,
      term,
      text,
      pattern: /^\/.+\/$/.test(text)
        ? new RegExp(text.slice(1, -1), 'u')
        : new RegExp(escape(text)),
    })),
  );
  const states = (heading: string) =>
    new Map(
      tableRows(markdown, heading).map(([state = '', en = '', th = '']) => [
        state.replace(/`/g, ''),
        { en, th },
      ]),
    );
  return {
    never,
    states: { appointment: states('Appointment states'), payment: states('Payment states') },
  };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('Thai glossary (docs/thai-glossary.md)', () => {
  const glossary = readGlossary(glossaryMarkdown);
  const thaiStrings = [...thWithMail.entries()].flatMap(([namespace, content]) =>
    Object.entries(flatten(content)).map(([key, value]) => ({
      key: `${namespace}:${key}`,
      value: String(value),
    })),
  );

  it('lists rejected alternatives for every concept it names', () => {
    expect(new Set(glossary.never.map((n) => n.concept)).size).toBeGreaterThanOrEqual(12);
  });

  it('is followed by every Thai string: no rejected alternative of a term appears', () => {
    const found = thaiStrings.flatMap(({ key, value }) =>
      glossary.never
        .filter((n) => n.pattern.test(value))
        .map(
          (n) =>
            `${key}: "${value}" says ${n.text}; the glossary's ${n.concept} is ${n.term.replace(/\*\*/g, '')}`,
        ),
    );
    expect(found).toEqual([]);
  });

  it('catches a rejected alternative when one creeps back in', () => {
    const hits = (value: string) =>
      glossary.never.filter((n) => n.pattern.test(value)).map((n) => n.text);
    expect(hits('ดูนัดหมายทั้งหมด')).toContain('นัดหมาย');
    expect(hits('เพิ่มเวลาไม่ว่าง')).toEqual(['/(?<!ช่วง)เวลาไม่ว่าง/']);
    expect(hits('เพิ่มช่วงเวลาไม่ว่าง')).toEqual([]);
    // ความถนัด (specialties) holds the letters of นัด but is not the rejected word.
    expect(hits('ความถนัด')).toEqual([]);
  });

  it.each([
    ['appointment', 'status', appointmentStatuses],
    ['payment', 'paymentStatus', paymentStatuses],
  ] as const)('gives every %s state its glossary label in English and Thai', (group, key, all) => {
    const table = glossary.states[group];
    expect([...table.keys()].sort()).toEqual([...all].sort());
    for (const lng of ['en', 'th'] as const) {
      const t = i18n.getFixedT(lng, 'appointment');
      const labels = Object.fromEntries(all.map((state) => [state, t(`${key}.${state}`)]));
      expect(labels).toEqual(
        Object.fromEntries(all.map((state) => [state, table.get(state)?.[lng]])),
      );
    }
  });

  it('tells every state from every other on one card (appointment and payment badges side by side)', () => {
    for (const lng of ['en', 'th'] as const) {
      const labels = [
        ...[...glossary.states.appointment.values()],
        ...[...glossary.states.payment.values()],
      ].map((row) => row[lng].toLowerCase());
      expect(new Set(labels).size).toBe(labels.length);
      // No wire names such as "InProcess"; Thai labels are Thai.
      for (const label of labels) expect(label).not.toMatch(lng === 'th' ? /[a-z]/ : /[a-z][A-Z]/);
    }
    const wait = glossary.states.payment.get('Wait');
    const unpaid = glossary.states.payment.get('Unpaid');
    expect(wait?.th).not.toContain(unpaid?.th);
    expect(wait?.en).not.toMatch(/wait|unpaid/i);
  });

  it('says what a "keep" button of a confirmation keeps, never just "keep it"', () => {
    const keeps = [...en.keys()].flatMap((namespace) =>
      Object.entries(flatten(en.get(namespace) ?? {}))
        .filter(([key]) => /(^|\.)keep$/.test(key))
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(keeps.length).toBeGreaterThanOrEqual(6);
    for (const key of keeps) {
      expect(i18n.getFixedT('en')(key)).not.toMatch(/^keep it$/i);
      expect(i18n.getFixedT('th')(key)).not.toBe('เก็บไว้');
    }
  });

  it('gives the money page one Thai name in the menu, the browser tab and its heading', () => {
    const t = i18n.getFixedT('th');
    const names = new Set([
      t('common:nav.transactions'),
      t('titles:page.payment/TransactionsPage'),
      t('payment:transactions.title'),
    ]);
    expect([...names]).toEqual(['รายการธุรกรรม']);
  });

  it('calls a sub-package a sub-package in English too, never an "option"', () => {
    const options = [...en.keys()].flatMap((namespace) =>
      Object.entries(flatten(en.get(namespace) ?? {}))
        .filter(([, value]) => typeof value === 'string' && /\boptions?\b/i.test(value))
        .map(([key, value]) => `${namespace}:${key} = ${String(value)}`),
    );
    expect(options).toEqual([]);
    expect(i18n.getFixedT('en')('package:detail.subpackages')).toBe('Sub-packages');
    expect(i18n.getFixedT('th')('package:detail.subpackages')).toBe('แพ็กเกจย่อย');
  });
});
