import {
  DEFAULT_UNPAID_EXPIRY_MINUTES,
  bookingModeOf,
  formatDuration,
  formattingLocale,
} from '@shootbook/machines';
import { Alert, AlertDescription, AlertTitle } from '@shootbook/ui';
import { useTranslation } from 'react-i18next';

/**
 * What booking this package means, said before the customer books (docs/product.md §12,
 * docs/decisions/0029-instant-booking.md): an **instant booking** is confirmed at once and is to be
 * paid within the payment window; a **request** charges nothing until `photographerName` accepts,
 * and then leaves that window to pay. The window is the machines' `DEFAULT_UNPAID_EXPIRY_MINUTES`
 * written by `formatDuration` in the UI language (a shoot sooner than that is due by its start,
 * as the booking's own page then says).
 */
export function BookingModeNotice({
  instantBooking,
  photographerName,
}: {
  /** The package's setting (`Package.instantBooking`). */
  instantBooking: boolean;
  photographerName: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const payWindow = formatDuration(
    DEFAULT_UNPAID_EXPIRY_MINUTES,
    formattingLocale(i18n.resolvedLanguage),
  );
  const mode = bookingModeOf({ instantBooking });
  return (
    <Alert variant="info" data-booking-mode={mode}>
      <AlertTitle>{t(`mode.${mode}.title`)}</AlertTitle>
      <AlertDescription>
        {t(`mode.${mode}.description`, { window: payWindow, name: photographerName })}
      </AlertDescription>
    </Alert>
  );
}
