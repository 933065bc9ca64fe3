// Flat ESLint config for the whole workspace (run from the root: `eslint .`).
// typescript-eslint's non-type-checked presets keep lint fast on a shared 2-core machine;
// `tsc -b` (a separate step of `npm test`) does the type checking.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/coverage/**',
      '**/.vitest-attachments/**',
      'packages/api-client/src/schema.d.ts',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_`-prefixed names are deliberate placeholders (e.g. unused handler arguments).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Playwright fixtures: `use` is the fixture callback, not React's hook, and a fixture that
    // needs no other fixture takes `{}` (Playwright reads the pattern).
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
