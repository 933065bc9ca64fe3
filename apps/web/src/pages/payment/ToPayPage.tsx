import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function ToPayPage() {
  return <ComingSoon titleKey="pages.toPay" />;
}

export { ToPayPage as Component };
