import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function TransactionsPage() {
  return <ComingSoon titleKey="pages.transactions" />;
}

export { TransactionsPage as Component };
