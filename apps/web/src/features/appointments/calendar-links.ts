/**
 * Links that add a shoot to a web calendar. Google Calendar has no file import from a link, so
 * its documented "event template" page (`calendar.google.com/calendar/render?action=TEMPLATE`)
 * takes the event's fields in the query; other calendars take the `.ics` download.
 */

/** A shoot's event: `start`/`end` ISO UTC, `title` from `shootEventSummary`, `details` a link back. */
export interface ShootEvent {
  start: string;
  end: string;
  title: string;
  details: string;
  location: string;
}

/** An ISO UTC instant in the basic format Google's `dates` takes: `20261219T020000Z`. */
function basicUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Google Calendar's page that adds `event` (the user confirms there), e.g.
 * `https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=20261219T020000Z%2F20261219T040000Z&…`.
 * @throws RangeError for an invalid `start` or `end`.
 */
export function googleCalendarLink(event: ShootEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${basicUtc(event.start)}/${basicUtc(event.end)}`);
  url.searchParams.set('details', event.details);
  if (event.location) url.searchParams.set('location', event.location);
  return url.toString();
}
