/**
 * ShootBook's rule for a person's name (docs/product.md §4, registration): besides the contract's
 * single-line text rule (docs/decisions/0003 "What the contract refuses"), a name holds no
 * invisible format characters — Unicode category Cf: zero-width space, non-joiner and joiner
 * (U+200B–U+200D), word joiner (U+2060), byte-order mark (U+FEFF), soft hyphen (U+00AD) and the
 * like. They make two names that look the same differ (impersonation in reviews and the
 * directory) and hide text from search. Combining marks (category Mn/Mc, e.g. Thai vowels and tone
 * marks in `กิ่งแก้ว`) are visible parts of letters and stay allowed.
 */
const INVISIBLE_FORMAT = /\p{Cf}/u;

/** Whether `name` contains an invisible format character (Unicode category Cf), see the rule above. */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE_FORMAT.test(name);
}
