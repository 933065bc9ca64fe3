import type { Preview } from '@storybook/react-vite';

import '../packages/ui/src/styles.css';
import { applyTheme, type ThemePreference } from '../packages/ui/src/theme.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests (npx vitest run --project storybook).
    a11y: { test: 'error' },
  },
  // The toolbar's theme switch: every story in light or dark, from the same tokens as the app.
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      applyTheme((context.globals.theme as ThemePreference | undefined) ?? 'light', {
        store: false,
      });
      return <Story />;
    },
  ],
};

export default preview;
