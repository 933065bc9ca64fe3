import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function AllReviewsPage() {
  return <ComingSoon titleKey="pages.allReviews" />;
}

export { AllReviewsPage as Component };
