import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function CreateReviewPage() {
  return <ComingSoon titleKey="pages.createReview" />;
}

export { CreateReviewPage as Component };
