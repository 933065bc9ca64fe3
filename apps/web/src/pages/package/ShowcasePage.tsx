import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function ShowcasePage() {
  return <ComingSoon titleKey="pages.showcase" />;
}

export { ShowcasePage as Component };
