import { describe, expect, it } from 'vitest';

import {
  PROVINCE_SPELLINGS,
  PROVINCES,
  isProvinceCode,
  placeName,
  provinceByCode,
  provinceCodes,
  provinceFromText,
  provinceName,
  provincesByName,
  provinceSpellingKey,
  type ProvinceCode,
} from './provinces.ts';

describe('the provinces of Thailand', () => {
  it('are 77 (76 provinces and Bangkok), each code, English and Thai name once', () => {
    expect(PROVINCES).toHaveLength(77);
    expect(new Set(provinceCodes).size).toBe(77);
    expect(new Set(PROVINCES.map((p) => p.en)).size).toBe(77);
    expect(new Set(PROVINCES.map((p) => p.th)).size).toBe(77);
  });

  it('carry ISO 3166-2:TH codes, numbered by region as ISO numbers them (TH-10…TH-27, TH-30…TH-49 with Bueng Kan, …, TH-90…TH-96)', () => {
    for (const code of provinceCodes) expect(code).toMatch(/^TH-[1-9][0-9]$/);
    const tens = (digit: number) =>
      provinceCodes.filter((c) => Math.floor(Number(c.slice(3)) / 10) === digit).length;
    expect([
      tens(1) + tens(2),
      tens(3) + tens(4),
      tens(5),
      tens(6),
      tens(7),
      tens(8),
      tens(9),
    ]).toEqual([18, 20, 9, 8, 8, 7, 7]);
    expect(provinceCodes).toEqual([...provinceCodes].sort());
  });

  it.each([
    ['TH-10', 'Bangkok', 'กรุงเทพมหานคร'],
    ['TH-14', 'Phra Nakhon Si Ayutthaya', 'พระนครศรีอยุธยา'],
    ['TH-20', 'Chon Buri', 'ชลบุรี'],
    ['TH-30', 'Nakhon Ratchasima', 'นครราชสีมา'],
    ['TH-38', 'Bueng Kan', 'บึงกาฬ'],
    ['TH-43', 'Nong Khai', 'หนองคาย'],
    ['TH-50', 'Chiang Mai', 'เชียงใหม่'],
    ['TH-67', 'Phetchabun', 'เพชรบูรณ์'],
    ['TH-76', 'Phetchaburi', 'เพชรบุรี'],
    ['TH-83', 'Phuket', 'ภูเก็ต'],
    ['TH-96', 'Narathiwat', 'นราธิวาส'],
  ] as const)('%s is %s (%s)', (code, en, th) => {
    expect(provinceByCode(code)).toEqual({ code, en, th });
    expect(provinceName(code, 'en')).toBe(en);
    expect(provinceName(code, 'th')).toBe(th);
  });

  it('takes exact codes only as codes', () => {
    expect(isProvinceCode('TH-20')).toBe(true);
    for (const value of ['th-20', 'TH-28', 'TH-S', 'Chon Buri', '', null, 20])
      expect(isProvinceCode(value)).toBe(false);
    expect(provinceByCode('Bangkok')).toBeUndefined();
    expect(provinceName('TH-99', 'th')).toBe('TH-99');
  });

  it('sorts by the name in the reader’s language', () => {
    const en = provincesByName('en').map((p) => p.en);
    expect(en.slice(0, 3)).toEqual(['Amnat Charoen', 'Ang Thong', 'Bangkok']);
    expect(en.at(-1)).toBe('Yasothon');
    const th = provincesByName('th').map((p) => p.th);
    // Thai dictionary order: by consonant, leading vowels (เ แ โ) not first.
    expect(th.slice(0, 3)).toEqual(['กระบี่', 'กรุงเทพมหานคร', 'กาญจนบุรี']);
    expect(th.indexOf('เชียงใหม่')).toBeGreaterThan(th.indexOf('ชุมพร'));
    expect(th.indexOf('เชียงใหม่')).toBeLessThan(th.indexOf('ตรัง'));
    expect(th.at(-1)).toBe('อุบลราชธานี');
    expect(provincesByName('th')).toHaveLength(77);
  });
});

describe('provinceFromText', () => {
  it('reads every code, English and Thai name back to its code', () => {
    for (const p of PROVINCES) {
      expect(provinceFromText(p.code)).toBe(p.code);
      expect(provinceFromText(p.en)).toBe(p.code);
      expect(provinceFromText(p.th)).toBe(p.code);
    }
  });

  it('reads every listed spelling to its own province (no spelling names two)', () => {
    for (const [code, spellings] of Object.entries(PROVINCE_SPELLINGS) as [
      ProvinceCode,
      string[],
    ][]) {
      for (const spelling of spellings) expect(provinceFromText(spelling), spelling).toBe(code);
    }
  });

  it.each([
    ['Chonburi', 'TH-20'],
    ['chon buri', 'TH-20'],
    ['Chon-Buri', 'TH-20'],
    ['  CHON BURI  ', 'TH-20'],
    ['Chon Buri Province', 'TH-20'],
    ['จ.ชลบุรี', 'TH-20'],
    ['จังหวัดชลบุรี', 'TH-20'],
    ['th-20', 'TH-20'],
    ['Bangkok', 'TH-10'],
    ['กรุงเทพฯ', 'TH-10'],
    ['กทม.', 'TH-10'],
    ['Ayutthaya', 'TH-14'],
    ['Korat', 'TH-30'],
    ['Buriram', 'TH-31'],
    ['Sisaket', 'TH-33'],
    ['Phang Nga', 'TH-82'],
    ['Lopburi', 'TH-16'],
    ['Nong Bua Lamphu', 'TH-39'],
  ] as const)('reads %j as %s', (text, code) => {
    expect(provinceFromText(text)).toBe(code);
  });

  it('knows nothing else', () => {
    for (const text of [
      '',
      '   ',
      'Atlantis',
      'Vientiane',
      'Bangkok Noi district',
      'TH-99',
      'Chiang',
    ]) {
      expect(provinceFromText(text), text).toBeUndefined();
    }
  });

  it('compares spellings without case, spaces, hyphens, dots or a province prefix', () => {
    expect(provinceSpellingKey(' Chon-Buri. ')).toBe('chonburi');
    expect(provinceSpellingKey('จังหวัด เชียงใหม่')).toBe('เชียงใหม่');
    expect(provinceSpellingKey('Changwat Nan')).toBe('nan');
  });
});

describe('a place', () => {
  it('names a province once, whether the location repeats it or not', () => {
    expect(placeName('Chiang Mai', 'TH-50', 'en')).toBe('Chiang Mai');
    expect(placeName('Chiangmai', 'TH-50', 'en')).toBe('Chiang Mai');
    expect(placeName('Chiang Mai', 'TH-50', 'th')).toBe('เชียงใหม่');
    expect(placeName('จ.เชียงใหม่', 'TH-50', 'en')).toBe('Chiang Mai');
    expect(placeName('Nimman, Chiang Mai', 'TH-50', 'en')).toBe('Nimman, Chiang Mai');
    expect(placeName('Doi Suthep', 'TH-50', 'en')).toBe('Doi Suthep, Chiang Mai');
    expect(placeName('Doi Suthep', 'TH-50', 'th')).toBe('Doi Suthep, เชียงใหม่');
  });

  it('shows what is there when one part is missing', () => {
    expect(placeName(null, 'TH-10', 'en')).toBe('Bangkok');
    expect(placeName('  ', 'TH-10', 'th')).toBe('กรุงเทพมหานคร');
    expect(placeName(' Lumphini Park ', null, 'en')).toBe('Lumphini Park');
    expect(placeName(undefined, undefined, 'en')).toBe('');
  });

  it('never shows a province name twice, for every province in both languages', () => {
    for (const p of PROVINCES)
      for (const language of ['en', 'th'] as const) {
        for (const location of [p.en, p.th, ` ${p.en.toUpperCase()} `]) {
          const shown = placeName(location, p.code, language);
          expect(shown).toBe(p[language]);
        }
      }
  });
});
