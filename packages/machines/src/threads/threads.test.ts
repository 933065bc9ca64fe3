import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { notificationKinds } from '../notifications/notifications.ts';
import {
  contactVisible,
  enquiryRefusal,
  isPlaceUrl,
  placeLink,
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

  it('takes only https Google Maps and Apple Maps links', () => {
    for (const good of [
      'https://maps.app.goo.gl/abc',
      'https://www.google.com/maps/place/Hua+Hin/@12.56,99.95,15z',
      'https://maps.google.com/?q=12.56,99.95',
      'https://goo.gl/maps/xyz',
      'https://maps.apple.com/?ll=12.56,99.95&q=Hua%20Hin',
    ])
      expect(isPlaceUrl(good), good).toBe(true);
    for (const bad of [
      'http://maps.google.com/?q=1',
      'https://example.com/maps',
      'https://www.google.com/search?q=maps',
      'https://maps.google.com.evil.example/',
      'https://user:pw@maps.apple.com/',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'https://',
      `https://maps.apple.com/?q=${'x'.repeat(600)}`,
    ])
      expect(isPlaceUrl(bad), bad).toBe(false);
  });

  it('makes a map link of a map link or of coordinates, and of nothing else', () => {
    expect(placeLink(' https://maps.apple.com/?q=Hua+Hin ')).toBe(
      'https://maps.apple.com/?q=Hua+Hin',
    );
    expect(placeLink('12.5684, 99.9577')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12.5684,99.9577',
    );
    expect(placeLink('-33.9,151.2')).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.9,151.2',
    );
    for (const bad of ['91,100', '10,181', 'Hua Hin', '12.5;99.9', 'https://example.com/'])
      expect(placeLink(bad), bad).toBeNull();
  });

  it('turns any coordinates in range into a link it takes', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          const link = placeLink(`${lat.toFixed(6)},${lng.toFixed(6)}`);
          expect(link).not.toBeNull();
          expect(isPlaceUrl(link!)).toBe(true);
        },
      ),
    );
  });

  it('counts a message seen once the other party read up to it', () => {
    expect(isSeen(5, 5)).toBe(true);
    expect(isSeen(6, 5)).toBe(false);
    expect(isSeen(1, 0)).toBe(false);
  });
});
