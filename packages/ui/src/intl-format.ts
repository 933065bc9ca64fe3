/*
 * The shared Intl formatters live in packages/machines (format/intl-format.ts), pure, so the
 * API's e-mails write dates with the same module as every screen; the components import them here.
 */
export { dateTimeFormat, numberFormat, relativeTimeFormat } from '@shootbook/machines';
