import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { notificationTitle } from './NotificationBell';

const details = {
  packageTitle: 'Wedding',
  subpackageTitle: 'Half day',
  counterpartName: 'Nok',
  // 20:00 on 19 Dec 2026 in Bangkok.
  start: '2026-12-19T13:00:00.000Z',
  reason: null,
  payBy: null,
};
const en = i18n.getFixedT('en', 'notifications');
const th = i18n.getFixedT('th', 'notifications');

describe("the bell's day reminder", () => {
  it('says today when written the same Bangkok day as the shoot (08:00 for 20:00)', () => {
    const n = {
      kind: 'shoot_reminder_24h' as const,
      createdAt: '2026-12-19T01:00:00.000Z',
      details,
    };
    expect(notificationTitle(n, en)).toBe('Your shoot is today');
    expect(notificationTitle(n, th)).toBe('วันนี้มีการถ่ายภาพที่คุณจองไว้');
  });

  it('says tomorrow when written the Bangkok day before (20:30 on the 18th)', () => {
    const n = {
      kind: 'shoot_reminder_24h' as const,
      createdAt: '2026-12-18T13:30:00.000Z',
      details,
    };
    expect(notificationTitle(n, en)).toBe('Your shoot is tomorrow');
    expect(notificationTitle(n, th)).toBe('พรุ่งนี้มีการถ่ายภาพที่คุณจองไว้');
  });

  it('leaves other kinds as their words', () => {
    const n = { kind: 'paid' as const, createdAt: '2026-12-19T01:00:00.000Z', details };
    expect(notificationTitle(n, en)).toBe('Booking paid');
  });
});

describe("the bell's news of the extra photos, in English and Thai", () => {
  it.each([
    // The photographer's: the customer paid for them.
    ['extra_photos_paid', 'The customer paid for extra photos', 'ลูกค้าชำระค่าภาพเพิ่มแล้ว'],
    // The customer's: the receipt.
    ['extra_photos_receipt', 'Extra photos paid: receipt', 'ชำระค่าภาพเพิ่มแล้ว: ใบเสร็จ'],
  ] as const)('%s', (kind, english, thai) => {
    const n = { kind, createdAt: '2026-12-19T01:00:00.000Z', details };
    expect(notificationTitle(n, en)).toBe(english);
    expect(notificationTitle(n, th)).toBe(thai);
  });
});
