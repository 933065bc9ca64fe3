import { renderToStaticMarkup } from 'react-dom/server';
import common from '../i18n/locales/en/common.json';
import { RootFallbackView } from './RootFallback';

/**
 * The HTML the build puts inside `index.html`'s `#root` (vite.config.ts `prerenderRootFallback`):
 * the root's fallback (a spinner) in English, the `<html lang>` the page starts with — main.tsx
 * sets the UI language and React's first render replaces it (docs/decisions/0015).
 */
export function renderRootFallback(): string {
  return renderToStaticMarkup(<RootFallbackView label={common.loading} />);
}
