import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function SchedulePage() {
  return <ComingSoon titleKey="pages.schedule" />;
}

export { SchedulePage as Component };
