import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function PaymentSuccessPage() {
  return <ComingSoon titleKey="pages.paymentSuccess" />;
}

export { PaymentSuccessPage as Component };
