import { numberFormat } from '@shootbook/ui';

/**
 * Sub-package durations the create/edit form suggests, in minutes. The API accepts any multiple
 * of 15 from 15 to 1440 (openapi.yaml `SubpackageCreate.durationMinutes`); these are the usual ones.
 */
export const suggestedDurations = [30, 60, 90, 120, 180, 240, 480] as const;

/**
 * Human duration for `minutes` in `locale`: "45 min", "1 hr", "1 hr, 30 min" (Intl.NumberFormat
 * unit style, so Thai reads "1 ชม. 30 นาที"-like).
 */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const fmt = (value: number, unit: 'hour' | 'minute') =>
    numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (hours === 0) return fmt(rest, 'minute');
  if (rest === 0) return fmt(hours, 'hour');
  return `${fmt(hours, 'hour')} ${fmt(rest, 'minute')}`;
}
