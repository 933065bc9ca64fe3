/**
 * Light and dark theme (tokens in styles.css; the dark ones under `.dark`).
 *
 * The preference is `light`, `dark` or `system` (follow the device's `prefers-color-scheme`),
 * kept in localStorage under {@link THEME_STORAGE_KEY}. {@link applyTheme} sets or removes the
 * `dark` class on `<html>`; call it before the first paint (the web app's index.html does) and
 * whenever the preference changes.
 */
export type ThemePreference = 'light' | 'dark' | 'system';

/** localStorage key of the preference. */
export const THEME_STORAGE_KEY = 'shootbook.theme';

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/** The theme to show for `preference`; `system` follows `prefersDark`. */
export function resolveTheme(preference: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** The stored preference; `system` when none is stored, storage is unavailable or the value is unknown. */
export function storedThemePreference(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return PREFERENCES.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Shows `preference` on `root` (default `<html>`): the `dark` class and `color-scheme`, and
 * stores it unless `store` is false. Returns the theme shown.
 */
export function applyTheme(
  preference: ThemePreference,
  {
    root = globalThis.document?.documentElement,
    store = true,
  }: { root?: HTMLElement; store?: boolean } = {},
): 'light' | 'dark' {
  const prefersDark = globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const theme = resolveTheme(preference, prefersDark);
  if (root) {
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }
  if (store) {
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  return theme;
}
