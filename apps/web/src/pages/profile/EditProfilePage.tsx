import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function EditProfilePage() {
  return <ComingSoon titleKey="pages.editProfile" />;
}

export { EditProfilePage as Component };
