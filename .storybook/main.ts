import type { StorybookConfig } from '@storybook/react-vite';

/** The one Storybook: the design system's stories and the web app's screen stories. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Page stories pull in the web app's dependencies. Pre-bundle them up front: otherwise Vite
    // discovers them during the first story test run, re-optimises, reloads the page and that run
    // fails with "Failed to fetch dynamically imported module" (every clean CI checkout).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@date-fns/tz',
        // Installed under apps/web (npm keeps it there), so named through the package that has it.
        '@shootbook/web > @hookform/resolvers/zod',
        '@tanstack/react-query',
        // The delivery uploader's stories (packages/ui).
        '@uppy/core',
        '@uppy/tus',
        '@xstate/graph',
        '@xstate/react',
        'date-fns',
        // The machine stories' diagrams only (Storybook devDependencies, not in the web app).
        'elkjs/lib/elk.bundled.js',
        'firebase/app',
        'firebase/auth',
        'i18next',
        'openapi-fetch',
        'react-hook-form',
        'react-day-picker',
        'react-day-picker/locale',
        'react-i18next',
        'react-router-dom',
        'sonner',
        'xstate',
        'zod/mini',
      ],
    };
    return viteConfig;
  },
};

export default config;
