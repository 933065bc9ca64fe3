import { applyTheme, storedThemePreference } from '@shootbook/ui';

// Inlined into index.html's <head> by the build (vite.config.ts `inlineThemeBoot`): shows the
// stored light/dark/system preference before the style sheet paints anything, so a dark-theme
// user does not see the light page until the JavaScript has run (docs/decisions/0015).
applyTheme(storedThemePreference(), { store: false });
