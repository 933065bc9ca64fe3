import type { Preview } from '@storybook/react-vite';

import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests (npx vitest run --project storybook).
    a11y: { test: 'error' },
  },
};

export default preview;
