import { describe, expect, it } from 'vitest';
import { googleCalendarLink } from './calendar-links';

describe('googleCalendarLink', () => {
  it("opens Google Calendar's new-event page with the shoot's title, UTC times, link and place", () => {
    const link = new URL(
      googleCalendarLink({
        start: '2026-12-19T02:00:00.000Z',
        end: '2026-12-19T04:00:00.000Z',
        title: 'Pre-wedding · Two hours — Anong Srisuk',
        details: 'https://shootbook.example/appointment/a1',
        location: 'วัดพระสิงห์, เชียงใหม่',
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Pre-wedding · Two hours — Anong Srisuk',
      dates: '20261219T020000Z/20261219T040000Z',
      details: 'https://shootbook.example/appointment/a1',
      location: 'วัดพระสิงห์, เชียงใหม่',
    });
  });

  it('leaves the place out when the booking has none', () => {
    const link = new URL(
      googleCalendarLink({
        start: '2026-12-19T02:00:00Z',
        end: '2026-12-19T04:00:00Z',
        title: 'Shoot',
        details: 'x',
        location: '',
      }),
    );
    expect(link.searchParams.has('location')).toBe(false);
  });
});
