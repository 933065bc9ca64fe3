import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function ProfilePage() {
  return <ComingSoon titleKey="pages.profile" />;
}

export { ProfilePage as Component };
