import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function CreateSubpackagePage() {
  return <ComingSoon titleKey="pages.createSubpackage" />;
}

export { CreateSubpackagePage as Component };
