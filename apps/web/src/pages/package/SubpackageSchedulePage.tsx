import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function SubpackageSchedulePage() {
  return <ComingSoon titleKey="pages.subpackageSchedule" />;
}

export { SubpackageSchedulePage as Component };
