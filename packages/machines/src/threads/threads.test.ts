import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { notificationKinds } from '../notifications/notifications.ts';
import {
  contactVisible,
  enquiryRefusal,
  isPlaceUrl,
  isSeen,
  threadLineCodes,
  threadLinesFor,
  threadPartyOf,
} from './threads.ts';

const thread = { customerId: 'c1', photographerId: 'p1' };

describe('threads', () => {
  it('lets only the two parties in', () => {
    expect(threadPartyOf(thread, 'c1')).toBe('customer');
    expect(threadPartyOf(thread, 'p1')).toBe('photographer');
    expect(threadPartyOf(thread, 'x')).toBeNull();
  });

  it('lets anyone signed in ask a photographer, except the photographer', () => {
    expect(
      enquiryRefusal({ callerId: 'c1', photographerId: 'p1', photographerRole: 'Photographer' }),
    ).toBeNull();
    expect(
      enquiryRefusal({ callerId: 'p1', photographerId: 'p1', photographerRole: 'Photographer' }),
    ).toBe('enquiry_own_profile');
    expect(
      enquiryRefusal({ callerId: 'c1', photographerId: 'c2', photographerRole: 'Customer' }),
    ).toBe('enquiry_not_photographer');
  });

  it('shows contact details once the booking is paid, and not after a refund', () => {
    expect(contactVisible({ paymentStatus: 'Paid' })).toBe(true);
    expect(contactVisible({ paymentStatus: 'Completed' })).toBe(true);
    for (const status of ['Unpaid', 'Wait', 'InProcess', 'Refunded', null, undefined])
      expect(contactVisible({ paymentStatus: status })).toBe(false);
  });

  it('writes one line per event, moved for a new start, none for reminders', () => {
    expect(
      threadLinesFor([
        { recipient: 'customer', kind: 'expired' },
        { recipient: 'photographer', kind: 'expired' },
      ]),
    ).toEqual(['expired']);
    expect(
      threadLinesFor([{ recipient: 'photographer', kind: 'edited' }], { moved: true }),
    ).toEqual(['moved']);
    expect(threadLinesFor([{ recipient: 'photographer', kind: 'edited' }])).toEqual([]);
    expect(threadLinesFor([{ recipient: 'customer', kind: 'shoot_reminder_24h' }])).toEqual([]);
    expect(threadLinesFor([{ recipient: 'customer', kind: 'finals_delivered' }])).toEqual([
      'delivered',
    ]);
  });

  it('writes only known codes, whatever is due', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            recipient: fc.constantFrom('customer' as const, 'photographer' as const),
            kind: fc.constantFrom(...notificationKinds),
          }),
        ),
        fc.boolean(),
        (due, moved) => {
          const lines = threadLinesFor(due, { moved });
          expect(new Set(lines).size).toBe(lines.length);
          for (const line of lines) expect(threadLineCodes).toContain(line);
        },
      ),
    );
  });

  it('takes only http(s) map links', () => {
    expect(isPlaceUrl('https://maps.app.goo.gl/abc')).toBe(true);
    expect(isPlaceUrl('http://example.com/map?q=1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'https://',
      `https://a.co/${'x'.repeat(600)}`,
    ])
      expect(isPlaceUrl(bad)).toBe(false);
  });

  it('counts a message seen once the other party read up to it', () => {
    expect(isSeen(5, 5)).toBe(true);
    expect(isSeen(6, 5)).toBe(false);
    expect(isSeen(1, 0)).toBe(false);
  });
});
