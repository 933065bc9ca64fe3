/**
 * Rules on a profile's weekly availability and time zone that JSON Schema cannot state.
 */
import type { components } from '@shootbook/api-client';

type WeeklyAvailability = components['schemas']['WeeklyAvailability'];

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Problems in `availability`: per weekday every range must end after it starts and ranges
 * must not overlap. Times are `HH:mm` local to the profile's time zone (`24:00` = midnight).
 * @returns human-readable problems; empty when valid.
 */
export function availabilityProblems(availability: WeeklyAvailability): string[] {
  const problems: string[] = [];
  for (const [day, ranges] of Object.entries(availability)) {
    const sorted = [...(ranges ?? [])].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    sorted.forEach((range, index) => {
      if (minutesOf(range.end) <= minutesOf(range.start)) {
        problems.push(`${day} ${range.start}–${range.end}: the end must be after the start`);
      }
      const next = sorted[index + 1];
      if (next && minutesOf(next.start) < minutesOf(range.end)) {
        problems.push(`${day} ${range.start}–${range.end} overlaps ${next.start}–${next.end}`);
      }
    });
  }
  return problems;
}

/** True when `timezone` is an IANA time zone this runtime knows (e.g. `Asia/Bangkok`). */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}
