import {
  placeName,
  provinceName,
  provincesByName,
  type ProvinceCode,
  type ProvinceLanguage,
} from '@shootbook/machines';
import { useTranslation } from 'react-i18next';

/**
 * Provinces in the UI (docs/decisions/0013): the API stores and answers ISO 3166-2:TH codes
 * (`TH-20`); people read the province's name in the app's language — Thai names in Thai, English
 * names in English — from packages/machines `PROVINCES`.
 */

/** The language province names are shown in for a UI language (`th`, `th-TH` → Thai; else English). */
export function provinceLanguageOf(language: string | undefined): ProvinceLanguage {
  return language?.toLowerCase().startsWith('th') ? 'th' : 'en';
}

/** The provinces as select options (code as value, name as label), sorted by the name in `language`. */
export function provinceOptions(
  language: ProvinceLanguage,
): { value: ProvinceCode; label: string }[] {
  return provincesByName(language).map((p) => ({ value: p.code, label: p[language] }));
}

/**
 * {@link provinceOptions} for a searchable select: each also answers to its name in the other
 * language and its code, so "Chiang", "เชียงใหม่" and "TH-50" all find Chiang Mai.
 */
export function provinceSearchOptions(
  language: ProvinceLanguage,
): { value: ProvinceCode; label: string; keywords: string[] }[] {
  return provincesByName(language).map((p) => ({
    value: p.code,
    label: p[language],
    keywords: [p.en, p.th, p.code],
  }));
}

/** {@link provinceSearchOptions} for the active UI language. */
export function useProvinceSearchOptions(): ReturnType<typeof provinceSearchOptions> {
  const { i18n } = useTranslation();
  return provinceSearchOptions(provinceLanguageOf(i18n.resolvedLanguage ?? i18n.language));
}

/**
 * The one way the app shows a province: code → its name in the active UI language
 * (`TH-20` → "Chon Buri" in English, "ชลบุรี" in Thai).
 */
export function useProvinceName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = provinceLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return (code) => provinceName(code, language);
}

/**
 * The one way the app shows where a shoot is: a free-text location and a province code, each
 * said once in the active UI language (packages/machines `placeName`: "Chiang Mai" in Chiang Mai
 * reads "Chiang Mai", not "Chiang Mai, Chiang Mai").
 */
export function usePlaceName(): (
  location: string | null | undefined,
  province: string | null | undefined,
) => string {
  const { i18n } = useTranslation();
  const language = provinceLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  return (location, province) => placeName(location, province, language);
}

/** {@link provinceOptions} for the active UI language. */
export function useProvinceOptions(): { value: ProvinceCode; label: string }[] {
  const { i18n } = useTranslation();
  return provinceOptions(provinceLanguageOf(i18n.resolvedLanguage ?? i18n.language));
}
