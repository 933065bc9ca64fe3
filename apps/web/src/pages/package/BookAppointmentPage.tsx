import { ComingSoon } from '../../app/ComingSoon';

/** Placeholder created with the app shell; the page's owner replaces this file. */
export function BookAppointmentPage() {
  return <ComingSoon titleKey="pages.bookAppointment" />;
}

export { BookAppointmentPage as Component };
