import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function EditSubpackagePage() {
  return <ComingSoon titleKey="pages.editSubpackage" />;
}

export { EditSubpackagePage as Component };
