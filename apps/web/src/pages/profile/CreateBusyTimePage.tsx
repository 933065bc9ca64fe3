import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function CreateBusyTimePage() {
  return <ComingSoon titleKey="pages.createBusyTime" />;
}

export { CreateBusyTimePage as Component };
