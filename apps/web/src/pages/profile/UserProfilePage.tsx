import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function UserProfilePage() {
  return <ComingSoon titleKey="pages.userProfile" />;
}

export { UserProfilePage as Component };
