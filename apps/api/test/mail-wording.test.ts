/**
 * The words of a mail that depend on the clock and the calendar (docs/decisions/0012): the day
 * reminder by the shoot's calendar day in Bangkok, dates in the Buddhist era in Thai.
 */
import { describe, expect, it } from 'vitest';
import { mailDateTime, renderMail, type MailContent } from '../src/mail/templates.tsx';

/** The day reminder of a shoot at 20:00 on 19 Dec 2026 in Bangkok (13:00 UTC). */
function dayReminder(language: 'en' | 'th', writtenAt: string): MailContent {
  return {
    kind: 'shoot_reminder_24h',
    details: {
      packageTitle: 'Wedding',
      subpackageTitle: 'Half day',
      counterpartName: 'Nok',
      start: '2026-12-19T13:00:00.000Z',
      reason: null,
      payBy: null,
    },
    recipientName: 'Somchai',
    language,
    link: 'https://shootbook.test/appointment/a-1',
    writtenAt,
  };
}

describe('the day reminder mail', () => {
  it('says today for a shoot later the same Bangkok day (written 08:00, shoot 20:00)', async () => {
    const english = await renderMail(dayReminder('en', '2026-12-19T01:00:00.000Z'));
    expect(english.subject).toBe('Today: your shoot with Nok');
    expect(english.text).toContain('Your shoot with Nok is today.');
    expect(english.text).not.toMatch(/tomorrow/i);
    const thai = await renderMail(dayReminder('th', '2026-12-19T01:00:00.000Z'));
    expect(thai.subject).toBe('วันนี้: นัดถ่ายภาพกับ Nok');
    expect(thai.text).not.toContain('พรุ่งนี้');
  });

  it('says tomorrow when written the Bangkok day before (20:30 on the 18th)', async () => {
    const english = await renderMail(dayReminder('en', '2026-12-18T13:30:00.000Z'));
    expect(english.subject).toBe('Tomorrow: your shoot with Nok');
    const thai = await renderMail(dayReminder('th', '2026-12-18T13:30:00.000Z'));
    expect(thai.subject).toBe('พรุ่งนี้: นัดถ่ายภาพกับ Nok');
  });
});

describe('mail dates', () => {
  it('are in Bangkok, in the Buddhist era in Thai', () => {
    // 23:30 UTC on 18 Dec is 06:30 on 19 Dec in Bangkok.
    const thai = mailDateTime('2026-12-18T23:30:00.000Z', 'th');
    expect(thai).toContain('19 ธันวาคม พ.ศ. 2569');
    expect(thai).toContain('06:30');
    expect(mailDateTime('2026-12-18T23:30:00.000Z', 'en')).toContain('19 December 2026');
  });
});
