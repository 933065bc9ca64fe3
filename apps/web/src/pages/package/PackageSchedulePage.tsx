import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function PackageSchedulePage() {
  return <ComingSoon titleKey="pages.packageSchedule" />;
}

export { PackageSchedulePage as Component };
