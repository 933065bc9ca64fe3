import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function OwnerPackagesPage() {
  return <ComingSoon titleKey="pages.ownerPackages" />;
}

export { OwnerPackagesPage as Component };
