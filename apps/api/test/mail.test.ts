/**
 * Booking e-mails (docs/decisions/0012): every notification is also mailed to its recipient,
 * once, in their language, with a link to the booking and — where the shoot is settled or called
 * off — a calendar file; nothing for a change that rolled back; a failed send is retried later.
 * Mails are read back from MailDev, the catcher `npm start` runs.
 */
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../src/db/schema.ts';
import { deliverMail, type Mailer } from '../src/mail/outbox.ts';
import { sendDueReminders } from '../src/notifications/reminders.ts';
import { bkk, bookingWorld, START, type BookingWorld } from './booking-fixtures.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './helpers/mail-catcher.ts';

let w: BookingWorld;
/**
 * A mail's source as its calendar part reads: quoted-printable undone for ASCII (`=3D` is `=`,
 * soft breaks joined) and iCalendar's folded lines joined, so a calendar field reads whole.
 */
const unfoldMime = (source: string) =>
  source
    .replace(/=\r?\n/g, '')
    .replace(/=([2-7][0-9A-F])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]/g, '');

let catcher: MailCatcher;
let mailer: Mailer;

beforeAll(async () => {
  catcher = await startMailCatcher();
  mailer = {
    transport: nodemailer.createTransport(catcher.smtpUrl),
    from: 'ShootBook <bookings@shootbook.test>',
  };
  w = await bookingWorld();
});
afterAll(async () => {
  await w?.t.close();
  await catcher?.stop();
});

const linkTo = (appointmentId: string) => `${w.t.config.webOrigin}/appointment/${appointmentId}`;
/** The mails about appointment `id` (they all link to it) to `email`. */
const mailsAbout = async (email: string, id: string): Promise<CaughtMail[]> =>
  (await catcher.mailsTo(email)).filter((mail) => mail.html.includes(linkTo(id)));
const deliver = () => deliverMail(w.deps(), mailer);

describe('booking e-mails', () => {
  it('tell the photographer of a new request and the customer that it was sent, once each, linking to the booking, however often the outbox runs', async () => {
    const booked = await w.book(bkk(1, '10:00'));
    expect(booked.status).toBe(201);
    const depth = async () =>
      /shootbook_job_queue_depth\{queue="mail"\} (\d+)/.exec(
        (await w.t.app.inject({ method: 'GET', url: '/metrics' })).body,
      )?.[1];
    expect(await depth()).toBe('2');
    expect(await deliver()).toMatchObject({ sent: 2, failed: 0 });
    expect(await depth()).toBe('0');
    expect(await deliver()).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const mails = await mailsAbout(w.photographer.email, booked.body.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New booking request from Test Customer');
    expect(mails[0]!.text).toContain(linkTo(booked.body.id));
    expect(mails[0]!.text).toContain('Golden hour portraits · Two hours, 60 edited photos');
    // 10:00 in Bangkok, as the photographer will read it.
    expect(mails[0]!.text).toMatch(/10:00/);
    const [sent, ...more] = await mailsAbout(w.customer.email, booked.body.id);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Your booking request to Test Photographer was sent');
    expect(sent!.text).toContain('Golden hour portraits · Two hours, 60 edited photos');
    expect(sent!.text).toMatch(/10:00/);
    expect(sent!.text).toContain(linkTo(booked.body.id));
  });

  it('send the customer the acceptance with the pay-by time and a calendar invitation', async () => {
    const { appointment } = await w.accepted(bkk(2, '10:00'));
    await deliver();
    const mails = await mailsAbout(w.customer.email, appointment.id);
    const [mail, ...more] = mails.filter((m) => !m.subject.includes('request to'));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Test Photographer accepted your booking: please pay');
    expect(mail!.text).toMatch(/Please pay by .+\(Bangkok time\)/);
    const source = unfoldMime(await catcher.source(mail!.id));
    expect(source).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(source).toContain(`UID:${appointment.id}@shootbook`);
    // A valid invitation (RFC 5546): ShootBook organizes it, the customer attends; not paid yet,
    // so the shoot is tentative.
    expect(source).toMatch(/ORGANIZER;CN="ShootBook":mailto:bookings@/);
    expect(source.toLowerCase()).toContain(`mailto:${w.customer.email.toLowerCase()}`);
    expect(source).toContain('STATUS:TENTATIVE');
  });

  it('invite the photographer to a confirmed shoot once it is paid', async () => {
    const { appointment } = await w.paid(bkk(2, '14:00'));
    await deliver();
    const invitations = [];
    for (const mail of await mailsAbout(w.photographer.email, appointment.id)) {
      const source = unfoldMime(await catcher.source(mail.id));
      if (/method=REQUEST/i.test(source)) invitations.push(source);
    }
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toContain('STATUS:CONFIRMED');
    expect(invitations[0]?.toLowerCase()).toContain(`mailto:${w.photographer.email.toLowerCase()}`);
  });

  it('send the customer a receipt once the payment is received', async () => {
    const { appointment } = await w.paid(bkk(12, '10:00'));
    await deliver();
    const receipts = (await mailsAbout(w.customer.email, appointment.id)).filter((mail) =>
      mail.subject.startsWith('Receipt'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Receipt: your payment for the shoot with Test Photographer');
    expect(receipts[0]!.text).toContain('We received your payment.');
    expect(receipts[0]!.text).toContain(linkTo(appointment.id));
  });

  it('speak the recipient’s language: Thai for a customer who chose it, with the reason given', async () => {
    const thai = await w.t.signUpUser('Customer', { name: 'สมชาย ใจดี', language: 'th' });
    const booked = await w.book(bkk(3, '10:00'), thai);
    expect(booked.status).toBe(201);
    expect(
      (await w.setStatus(booked.body.id, 'Rejected', w.photographer, 'ไม่ว่างวันนั้น')).status,
    ).toBe(200);
    await deliver();
    const mails = await mailsAbout(thai.email, booked.body.id);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Test Photographer ปฏิเสธคำขอจอง',
      'ส่งคำขอจองถึง Test Photographer แล้ว',
    ]);
    const mail = mails.find((m) => m.subject === 'Test Photographer ปฏิเสธคำขอจอง');
    expect(mail!.text).toContain('สวัสดีคุณ สมชาย ใจดี');
    expect(mail!.text).toContain('เหตุผล: “ไม่ว่างวันนั้น”');
    expect(mail!.headers['content-language']).toBe('th');
    // Dates in Thai, Buddhist era (2030 CE is 2573 BE).
    expect(mail!.text).toContain('2573');
  });

  it('cancel the calendar event when an accepted shoot is canceled', async () => {
    const { appointment } = await w.accepted(bkk(4, '10:00'));
    expect(
      (await w.setStatus(appointment.id, 'Canceled', w.customer, 'Plans changed')).status,
    ).toBe(200);
    await deliver();
    const [cancel] = (await mailsAbout(w.photographer.email, appointment.id)).filter((mail) =>
      mail.subject.includes('canceled'),
    );
    expect(cancel!.text).toContain('Reason given: “Plans changed”');
    expect(await catcher.source(cancel!.id)).toMatch(/method=CANCEL/i);
  });

  it('remind both parties by e-mail the day before a paid shoot', async () => {
    const { appointment } = await w.paid(bkk(10, '10:00'));
    w.clock.set(new Date(Date.parse(appointment.start) - 23 * 3_600_000));
    try {
      expect(await sendDueReminders(w.deps())).toBe(2);
      await deliver();
    } finally {
      w.clock.set(START);
    }
    expect(
      (await mailsAbout(w.customer.email, appointment.id)).map((mail) => mail.subject),
    ).toContain('Tomorrow: your shoot with Test Photographer');
    expect(
      (await mailsAbout(w.photographer.email, appointment.id)).map((mail) => mail.subject),
    ).toContain('Tomorrow: your shoot with Test Customer');
  });

  it('give either party the shoot as a calendar file — the same event as the mails — and no one else', async () => {
    const { appointment } = await w.accepted(bkk(11, '10:00'));
    const calendar = (who: { token: string }) =>
      w.t.request<string>({
        method: 'GET',
        url: `/appointment/${appointment.id}/calendar`,
        token: who.token,
      });
    const forCustomer = await calendar(w.customer);
    expect(forCustomer.status).toBe(200);
    expect(forCustomer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(forCustomer.headers['content-disposition']).toBe(
      `attachment; filename="shootbook-${appointment.id}.ics"`,
    );
    // A file to keep, not an invitation: published, without organizer; accepted but unpaid, tentative.
    expect(forCustomer.body).toContain('METHOD:PUBLISH');
    expect(forCustomer.body).not.toContain('ORGANIZER');
    expect(forCustomer.body).toContain('STATUS:TENTATIVE');
    expect(forCustomer.body).toContain(`UID:${appointment.id}@shootbook`);
    // iCalendar folds lines at 75 octets; unfolded, the summary names the booking and the other party.
    const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
    expect(unfold(forCustomer.body)).toContain(
      'SUMMARY:Golden hour portraits · Two hours\\, 60 edited photos — Test Photographer',
    );
    expect(unfold((await calendar(w.photographer)).body)).toContain('— Test Customer');
    const stranger = await w.t.signUpUser('Customer');
    expect((await calendar(stranger)).status).toBe(403);
    expect((await w.setStatus(appointment.id, 'Canceled', w.customer)).status).toBe(200);
    expect((await calendar(w.customer)).body).toContain('STATUS:CANCELLED');
  });

  it('send nothing for a change that rolled back', async () => {
    const { appointment } = await w.paid(bkk(5, '10:00'));
    await deliver();
    const before = await mailsAbout(w.photographer.email, appointment.id);
    // Both changes happened at the same test-clock instant: their mails may arrive in either order.
    expect(before.map((mail) => mail.subject).sort()).toEqual([
      'New booking request from Test Customer',
      'Test Customer paid: the shoot is confirmed',
    ]);
    expect((await w.cancelWhileProviderDown(appointment)).status).toBe(409);
    await deliver();
    expect(await mailsAbout(w.photographer.email, appointment.id)).toHaveLength(before.length);
  });

  it('retry a mail the SMTP server refused, after a back-off, and send it once', async () => {
    const down: Mailer = {
      transport: nodemailer.createTransport('smtp://127.0.0.1:1'),
      from: mailer.from,
    };
    const booked = await w.book(bkk(9, '10:00'));
    expect(booked.status).toBe(201);
    // The photographer's request mail and the customer's "request sent".
    expect(await deliverMail(w.deps(), down)).toMatchObject({ sent: 0, failed: 2 });
    const rows = await w.t.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, booked.body.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ mailedAt: null, mailAttempts: 1 });
    // Not before its retry time, even with the server back…
    expect(await deliver()).toMatchObject({ sent: 0 });
    // …and once it has come (a minute after the first failure), exactly once.
    w.clock.set(new Date(START.getTime() + 61_000));
    try {
      expect(await deliver()).toMatchObject({ sent: 2 });
    } finally {
      w.clock.set(START);
    }
    expect(await mailsAbout(w.photographer.email, booked.body.id)).toHaveLength(1);
    expect(await mailsAbout(w.customer.email, booked.body.id)).toHaveLength(1);
  });

  it('send each mail once when two replicas run the outbox at the same moment', async () => {
    const ids: string[] = [];
    for (const [day, time] of [
      [7, '10:00'],
      [7, '14:00'],
      [8, '10:00'],
    ] as const) {
      const booked = await w.book(bkk(day, time));
      expect(booked.status).toBe(201);
      ids.push(booked.body.id);
    }
    const runs = await Promise.all([deliver(), deliver(), deliver()]);
    // Per request: the photographer's mail and the customer's.
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
    for (const id of ids) expect(await mailsAbout(w.photographer.email, id)).toHaveLength(1);
  });
});
