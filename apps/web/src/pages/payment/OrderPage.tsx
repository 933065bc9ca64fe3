import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function OrderPage() {
  return <ComingSoon titleKey="pages.order" />;
}

export { OrderPage as Component };
