import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function EditReviewPage() {
  return <ComingSoon titleKey="pages.editReview" />;
}

export { EditReviewPage as Component };
