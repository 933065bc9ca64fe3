/**
 * The 77 provinces of Thailand (76 provinces and Bangkok) as data: a stable code, the English
 * name and the Thai name of each (docs/decisions/0013).
 *
 * Codes are ISO 3166-2:TH (`TH-10` Bangkok … `TH-96` Narathiwat; `TH-38` Bueng Kan, split from
 * Nong Khai in 2011, is the newest). They are what profiles and packages store, what the API
 * filters on and what it answers (openapi.yaml `ProvinceCode`); names are only for people, in the
 * language they read. `TH-S` (Pattaya, a special administrative city in Chon Buri) is not a
 * province and is not listed.
 *
 * English names are ISO 3166-2:TH's, except Bangkok (ISO: Krung Thep Maha Nakhon), the name
 * English speakers know. Thai names are the official ones (กรุงเทพมหานคร, not กรุงเทพฯ).
 */

/** One province: its ISO 3166-2:TH code and its names. */
export interface Province {
  /** ISO 3166-2:TH code, e.g. `TH-20`. Stable: stored, filtered on and sent on the wire. */
  code: ProvinceCode;
  /** English name, e.g. `Chon Buri`. */
  en: string;
  /** Thai name, e.g. `ชลบุรี`. */
  th: string;
}

/** The languages a province has a name in (the app's languages, openapi.yaml `Language`). */
export type ProvinceLanguage = 'en' | 'th';

/** Every province in code order (which groups them by region: centre, east, north-east, north, west, south). */
export const PROVINCES = [
  { code: 'TH-10', en: 'Bangkok', th: 'กรุงเทพมหานคร' },
  { code: 'TH-11', en: 'Samut Prakan', th: 'สมุทรปราการ' },
  { code: 'TH-12', en: 'Nonthaburi', th: 'นนทบุรี' },
  { code: 'TH-13', en: 'Pathum Thani', th: 'ปทุมธานี' },
  { code: 'TH-14', en: 'Phra Nakhon Si Ayutthaya', th: 'พระนครศรีอยุธยา' },
  { code: 'TH-15', en: 'Ang Thong', th: 'อ่างทอง' },
  { code: 'TH-16', en: 'Lop Buri', th: 'ลพบุรี' },
  { code: 'TH-17', en: 'Sing Buri', th: 'สิงห์บุรี' },
  { code: 'TH-18', en: 'Chai Nat', th: 'ชัยนาท' },
  { code: 'TH-19', en: 'Saraburi', th: 'สระบุรี' },
  { code: 'TH-20', en: 'Chon Buri', th: 'ชลบุรี' },
  { code: 'TH-21', en: 'Rayong', th: 'ระยอง' },
  { code: 'TH-22', en: 'Chanthaburi', th: 'จันทบุรี' },
  { code: 'TH-23', en: 'Trat', th: 'ตราด' },
  { code: 'TH-24', en: 'Chachoengsao', th: 'ฉะเชิงเทรา' },
  { code: 'TH-25', en: 'Prachin Buri', th: 'ปราจีนบุรี' },
  { code: 'TH-26', en: 'Nakhon Nayok', th: 'นครนายก' },
  { code: 'TH-27', en: 'Sa Kaeo', th: 'สระแก้ว' },
  { code: 'TH-30', en: 'Nakhon Ratchasima', th: 'นครราชสีมา' },
  { code: 'TH-31', en: 'Buri Ram', th: 'บุรีรัมย์' },
  { code: 'TH-32', en: 'Surin', th: 'สุรินทร์' },
  { code: 'TH-33', en: 'Si Sa Ket', th: 'ศรีสะเกษ' },
  { code: 'TH-34', en: 'Ubon Ratchathani', th: 'อุบลราชธานี' },
  { code: 'TH-35', en: 'Yasothon', th: 'ยโสธร' },
  { code: 'TH-36', en: 'Chaiyaphum', th: 'ชัยภูมิ' },
  { code: 'TH-37', en: 'Amnat Charoen', th: 'อำนาจเจริญ' },
  { code: 'TH-38', en: 'Bueng Kan', th: 'บึงกาฬ' },
  { code: 'TH-39', en: 'Nong Bua Lam Phu', th: 'หนองบัวลำภู' },
  { code: 'TH-40', en: 'Khon Kaen', th: 'ขอนแก่น' },
  { code: 'TH-41', en: 'Udon Thani', th: 'อุดรธานี' },
  { code: 'TH-42', en: 'Loei', th: 'เลย' },
  { code: 'TH-43', en: 'Nong Khai', th: 'หนองคาย' },
  { code: 'TH-44', en: 'Maha Sarakham', th: 'มหาสารคาม' },
  { code: 'TH-45', en: 'Roi Et', th: 'ร้อยเอ็ด' },
  { code: 'TH-46', en: 'Kalasin', th: 'กาฬสินธุ์' },
  { code: 'TH-47', en: 'Sakon Nakhon', th: 'สกลนคร' },
  { code: 'TH-48', en: 'Nakhon Phanom', th: 'นครพนม' },
  { code: 'TH-49', en: 'Mukdahan', th: 'มุกดาหาร' },
  { code: 'TH-50', en: 'Chiang Mai', th: 'เชียงใหม่' },
  { code: 'TH-51', en: 'Lamphun', th: 'ลำพูน' },
  { code: 'TH-52', en: 'Lampang', th: 'ลำปาง' },
  { code: 'TH-53', en: 'Uttaradit', th: 'อุตรดิตถ์' },
  { code: 'TH-54', en: 'Phrae', th: 'แพร่' },
  { code: 'TH-55', en: 'Nan', th: 'น่าน' },
  { code: 'TH-56', en: 'Phayao', th: 'พะเยา' },
  { code: 'TH-57', en: 'Chiang Rai', th: 'เชียงราย' },
  { code: 'TH-58', en: 'Mae Hong Son', th: 'แม่ฮ่องสอน' },
  { code: 'TH-60', en: 'Nakhon Sawan', th: 'นครสวรรค์' },
  { code: 'TH-61', en: 'Uthai Thani', th: 'อุทัยธานี' },
  { code: 'TH-62', en: 'Kamphaeng Phet', th: 'กำแพงเพชร' },
  { code: 'TH-63', en: 'Tak', th: 'ตาก' },
  { code: 'TH-64', en: 'Sukhothai', th: 'สุโขทัย' },
  { code: 'TH-65', en: 'Phitsanulok', th: 'พิษณุโลก' },
  { code: 'TH-66', en: 'Phichit', th: 'พิจิตร' },
  { code: 'TH-67', en: 'Phetchabun', th: 'เพชรบูรณ์' },
  { code: 'TH-70', en: 'Ratchaburi', th: 'ราชบุรี' },
  { code: 'TH-71', en: 'Kanchanaburi', th: 'กาญจนบุรี' },
  { code: 'TH-72', en: 'Suphan Buri', th: 'สุพรรณบุรี' },
  { code: 'TH-73', en: 'Nakhon Pathom', th: 'นครปฐม' },
  { code: 'TH-74', en: 'Samut Sakhon', th: 'สมุทรสาคร' },
  { code: 'TH-75', en: 'Samut Songkhram', th: 'สมุทรสงคราม' },
  { code: 'TH-76', en: 'Phetchaburi', th: 'เพชรบุรี' },
  { code: 'TH-77', en: 'Prachuap Khiri Khan', th: 'ประจวบคีรีขันธ์' },
  { code: 'TH-80', en: 'Nakhon Si Thammarat', th: 'นครศรีธรรมราช' },
  { code: 'TH-81', en: 'Krabi', th: 'กระบี่' },
  { code: 'TH-82', en: 'Phangnga', th: 'พังงา' },
  { code: 'TH-83', en: 'Phuket', th: 'ภูเก็ต' },
  { code: 'TH-84', en: 'Surat Thani', th: 'สุราษฎร์ธานี' },
  { code: 'TH-85', en: 'Ranong', th: 'ระนอง' },
  { code: 'TH-86', en: 'Chumphon', th: 'ชุมพร' },
  { code: 'TH-90', en: 'Songkhla', th: 'สงขลา' },
  { code: 'TH-91', en: 'Satun', th: 'สตูล' },
  { code: 'TH-92', en: 'Trang', th: 'ตรัง' },
  { code: 'TH-93', en: 'Phatthalung', th: 'พัทลุง' },
  { code: 'TH-94', en: 'Pattani', th: 'ปัตตานี' },
  { code: 'TH-95', en: 'Yala', th: 'ยะลา' },
  { code: 'TH-96', en: 'Narathiwat', th: 'นราธิวาส' },
] as const satisfies readonly { code: `TH-${number}`; en: string; th: string }[];

/** An ISO 3166-2:TH province code, e.g. `'TH-10'` (Bangkok); openapi.yaml `ProvinceCode`. */
export type ProvinceCode = (typeof PROVINCES)[number]['code'];

/** The 77 codes in code order. */
export const provinceCodes: readonly ProvinceCode[] = PROVINCES.map((p) => p.code);

const byCode: ReadonlyMap<string, Province> = new Map(PROVINCES.map((p) => [p.code, p]));

/** Whether `value` is one of the 77 province codes (exactly, e.g. `TH-20`; not `th-20`, not a name). */
export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && byCode.has(value);
}

/** The province of `code`, or undefined for anything that is not a province code. */
export function provinceByCode(code: string): Province | undefined {
  return byCode.get(code);
}

/** The name of province `code` in `language` (`TH-20` → `Chon Buri` / `ชลบุรี`); the code itself when unknown. */
export function provinceName(code: string, language: ProvinceLanguage): string {
  return byCode.get(code)?.[language] ?? code;
}

const sortedCache = new Map<ProvinceLanguage, readonly Province[]>();

/**
 * Every province sorted by its name in `language`, as a person reading that language looks for
 * it in a list (Thai names in Thai dictionary order, English names alphabetically).
 */
export function provincesByName(language: ProvinceLanguage): readonly Province[] {
  let sorted = sortedCache.get(language);
  if (!sorted) {
    const collator = new Intl.Collator(language);
    sorted = [...PROVINCES].sort((a, b) => collator.compare(a[language], b[language]));
    sortedCache.set(language, sorted);
  }
  return sorted;
}

/**
 * Other spellings people write for a province, beyond its English and Thai names: romanizations
 * joined or split differently ("Chonburi"), older or popular names ("Korat", "Ayutthaya"), short
 * Thai names (กรุงเทพฯ, กทม.) and a few cities that stand for their province (Pattaya, Hua Hin,
 * Hat Yai, Samui). Matched after {@link provinceSpellingKey}, so case, spaces, hyphens and dots
 * do not matter ("Chon Buri", "chonburi" and "Chon-Buri" are one spelling).
 */
export const PROVINCE_SPELLINGS: Readonly<Partial<Record<ProvinceCode, readonly string[]>>> = {
  'TH-10': [
    'Krung Thep',
    'Krung Thep Maha Nakhon',
    'Bangkok Metropolis',
    'BKK',
    'กรุงเทพ',
    'กรุงเทพฯ',
    'กทม.',
  ],
  'TH-11': ['Samut Prakarn'],
  'TH-14': ['Ayutthaya', 'Ayuthaya', 'Ayudhya', 'Phra Nakhon Si Ayudhya', 'อยุธยา'],
  'TH-16': ['Lopburi', 'Lob Buri'],
  'TH-17': ['Singburi'],
  'TH-18': ['Chainat'],
  'TH-20': ['Chonburi', 'Cholburi', 'Pattaya', 'Phatthaya', 'พัทยา'],
  'TH-22': ['Chantaburi'],
  'TH-24': ['Chachoeng Sao', 'Chachengsao'],
  'TH-25': ['Prachinburi'],
  'TH-27': ['Sakaeo', 'Sa Kaew', 'Srakaew', 'Sra Kaeo'],
  'TH-30': ['Korat', 'Khorat', 'Nakorn Ratchasima', 'โคราช'],
  'TH-31': ['Buriram'],
  'TH-33': ['Sisaket', 'Srisaket', 'Si Saket'],
  'TH-34': ['Ubon', 'Ubon Ratchatani'],
  'TH-38': ['Bung Kan', 'Buengkan'],
  'TH-39': ['Nong Bua Lamphu'],
  'TH-41': ['Udon', 'Udorn', 'Udorn Thani'],
  'TH-45': ['Roiet', 'Roi-Et'],
  'TH-50': ['Chiangmai', 'Chieng Mai'],
  'TH-57': ['Chiangrai', 'Chieng Rai'],
  'TH-60': ['Nakorn Sawan'],
  'TH-62': ['Kamphaengphet', 'Kampaeng Phet'],
  'TH-67': ['Phetchaboon', 'Petchabun'],
  'TH-71': ['Kanjanaburi'],
  'TH-72': ['Suphanburi'],
  'TH-73': ['Nakorn Pathom'],
  'TH-76': ['Phetburi', 'Petchaburi'],
  'TH-77': ['Prachuap', 'Hua Hin', 'หัวหิน'],
  'TH-80': ['Nakorn Si Thammarat', 'Nakhon Sri Thammarat'],
  'TH-82': ['Phang Nga', 'Phang-nga', 'Pang Nga'],
  'TH-83': ['Puket'],
  'TH-84': ['Surat', 'Suratthani', 'Koh Samui', 'Samui'],
  'TH-90': ['Hat Yai', 'Hatyai', 'หาดใหญ่'],
  'TH-93': ['Patthalung'],
};

/**
 * The key a province spelling is compared by: lower case, without a leading "จังหวัด", "จ." or
 * "Changwat", a trailing "Province", and without anything but Latin letters, digits and Thai
 * characters (spaces, hyphens, dots, apostrophes go). Migration 0011 (apps/api) normalizes the
 * stored free text the same way in SQL.
 */
export function provinceSpellingKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/^\s*(จังหวัด|จ\.|changwat)\s*/u, '')
    .replace(/\s*province\s*$/u, '')
    .replace(/[^a-z0-9\u0E01-\u0E5B]/gu, '');
}

const bySpelling: ReadonlyMap<string, ProvinceCode> = new Map(
  PROVINCES.flatMap((p) =>
    [p.code, p.en, p.th, ...(PROVINCE_SPELLINGS[p.code] ?? [])].map(
      (spelling) => [provinceSpellingKey(spelling), p.code] as const,
    ),
  ),
);

/**
 * The province a piece of free text names, if any: a code (`TH-20`, any case), its English or
 * Thai name, or one of {@link PROVINCE_SPELLINGS} — "Chonburi", "Chon Buri", "ชลบุรี" and
 * "จ.ชลบุรี" are all `TH-20`. For reading what people or older links wrote (a `?province=Bangkok`
 * address); the API itself takes codes only.
 */
export function provinceFromText(text: string): ProvinceCode | undefined {
  return bySpelling.get(provinceSpellingKey(text));
}

/**
 * Where a shoot is, in words for `language`: the photographer's free-text `location` and the
 * name of `province` (a code), each said once. A location that only names the province ("Chiang
 * Mai", "เชียงใหม่", "Chiangmai") gives the province's name in `language`; one that already ends
 * with it ("Nimman, Chiang Mai") is shown as written; otherwise "location, province". Either may
 * be missing (null or blank); both missing gives the empty string.
 */
export function placeName(
  location: string | null | undefined,
  province: string | null | undefined,
  language: ProvinceLanguage,
): string {
  const place = location?.trim() ?? '';
  if (!province) return place;
  const name = provinceName(province, language);
  if (!place) return name;
  if (provinceFromText(place) === province) return name;
  const last = place.split(/[,،]/u).at(-1) ?? '';
  if (provinceFromText(last) === province) return place;
  return `${place}, ${name}`;
}
