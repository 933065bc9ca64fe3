import { ApiError } from '@shootbook/api-client';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { apiErrorMessage, storedReasonText } from './api';

const en = i18n.getFixedT('en');
const th = i18n.getFixedT('th');

const refused = (code: string, message: string, details?: unknown) =>
  new ApiError('http', 403, code, message, details);

describe('the message a user reads for a failed call', () => {
  it('says in words that payouts must be set up when accepting is refused for that', () => {
    const error = refused(
      'registration_incomplete',
      'Finish your registration first (missing: payoutsEnabled)',
      { missing: ['payoutsEnabled'] },
    );
    expect(apiErrorMessage(error, en)).toBe(
      'Finish setting up your account first. Still missing: payout setup with our payment partner.',
    );
    expect(apiErrorMessage(error, th)).toContain('การตั้งค่าการโอนเงินกับผู้ให้บริการชำระเงิน');
  });

  it('lists several missing items as a sentence, and falls back to the general message when none can be named', () => {
    const several = refused('registration_incomplete', 'missing: name, bankAccount', {
      missing: ['name', 'bankAccount'],
    });
    expect(apiErrorMessage(several, en)).toBe(
      'Finish setting up your account first. Still missing: your name and your bank account.',
    );
    const unnamed = refused('registration_incomplete', 'missing: something new', {
      missing: ['somethingNew'],
    });
    expect(apiErrorMessage(unnamed, en)).toBe('Finish setting up your account before doing this.');
    expect(apiErrorMessage(refused('registration_incomplete', 'no details'), en)).toBe(
      'Finish setting up your account before doing this.',
    );
  });

  it('has its own words for a body, address or content type the API refuses', () => {
    expect(
      apiErrorMessage(new ApiError('http', 413, 'payload_too_large', 'Body over 1 MB'), en),
    ).toMatch(/too large/);
    expect(apiErrorMessage(new ApiError('http', 414, 'uri_too_long', 'URI over 8 KB'), en)).toMatch(
      /too long/,
    );
    expect(
      apiErrorMessage(new ApiError('http', 415, 'unsupported_media_type', 'JSON only'), en),
    ).toMatch(/could not read/);
  });

  it("never shows the server's English message, not even for a code the web does not know", () => {
    expect(apiErrorMessage(new ApiError('http', 418, 'teapot', 'I am a teapot'), en)).toBe(
      'Something went wrong. Please try again.',
    );
    expect(
      apiErrorMessage(new ApiError('http', 409, 'conflict', 'Some English sentence'), th),
    ).toBe('มีผู้อื่นแก้ไขรายการนี้ในเวลาเดียวกัน กรุณาโหลดหน้าใหม่');
  });

  it('words a refusal from its reason and values in the UI language, Thai in a Thai UI', () => {
    const tooSoon = new ApiError(
      'http',
      422,
      'unprocessable',
      'Book at least 120 minutes ahead, so the photographer can confirm',
      { reason: 'too_soon' },
      { reason: 'too_soon', minutes: 120 },
    );
    expect(apiErrorMessage(tooSoon, th)).toBe('กรุณาจองล่วงหน้าอย่างน้อย 120 นาที เพื่อให้ช่างภาพมีเวลายืนยัน');
    expect(apiErrorMessage(tooSoon, en)).toBe(
      'Book at least 120 minutes ahead, so the photographer can confirm.',
    );
    const changed = new ApiError('http', 409, 'conflict', 'changed meanwhile', undefined, {
      reason: 'appointment_changed',
    });
    expect(apiErrorMessage(changed, th)).toBe(
      'การจองนี้มีการเปลี่ยนแปลงระหว่างนั้น กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    );
  });

  it('words the statuses and the role a refusal names by their labels, never as sent', () => {
    const notSettable = new ApiError('http', 400, 'validation_failed', 'x', undefined, {
      reason: 'status_not_settable',
      statuses: ['Accepted', 'Rejected', 'Canceled', 'Completed'],
    });
    expect(apiErrorMessage(notSettable, en)).toBe(
      'A booking can only be set to Accepted, Rejected, Canceled, or Completed here.',
    );
    expect(apiErrorMessage(notSettable, th)).toBe(
      'ที่นี่เปลี่ยนสถานะการจองได้เป็น ยืนยันแล้ว, ปฏิเสธแล้ว, ยกเลิกแล้ว หรือ เสร็จสิ้น เท่านั้น',
    );
    const notPending = new ApiError('http', 409, 'invalid_transition', 'x', undefined, {
      reason: 'not_pending',
      status: 'Accepted',
    });
    expect(apiErrorMessage(notPending, th)).toBe(
      'แก้ไขหรือถอนคำขอจองได้เฉพาะคำขอที่รอยืนยันเท่านั้น สถานะปัจจุบันของการจองนี้คือ ยืนยันแล้ว',
    );
    const customersOnly = new ApiError('http', 403, 'forbidden', 'x', undefined, {
      reason: 'role_required',
      role: 'Customer',
    });
    expect(apiErrorMessage(customersOnly, en)).toBe('Only customer accounts can do this.');
    expect(apiErrorMessage(customersOnly, th)).toBe('ทำรายการนี้ได้เฉพาะบัญชีลูกค้าเท่านั้น');
  });

  it('falls back to the words of the code for a reason the web has no words for', () => {
    const unknownReason = new ApiError('http', 409, 'invalid_transition', 'x', undefined, {
      reason: 'something_new',
    });
    expect(apiErrorMessage(unknownReason, th)).toBe('ไม่สามารถเปลี่ยนแปลงรายการนี้ได้แล้ว');
  });

  it('names the time zone a refusal mentions in the UI language, never by its IANA id', () => {
    const outside = new ApiError('http', 422, 'unprocessable', 'x', undefined, {
      reason: 'outside_availability',
      timeZone: 'Asia/Bangkok',
    });
    expect(apiErrorMessage(outside, th)).toContain('เวลาอินโดจีน');
    expect(apiErrorMessage(outside, th)).not.toContain('Asia/Bangkok');
    expect(apiErrorMessage(outside, en)).toContain('Indochina Time');
  });
});

describe('a reason kept with a status change', () => {
  it('is worded in the UI language when the system wrote it, and shown as written when a person did', () => {
    expect(storedReasonText('withdrawn_by_customer', th)).toBe('ลูกค้าถอนคำขอจอง');
    expect(storedReasonText('unpaid_by_deadline', en)).toBe('Unpaid by the pay-by deadline');
    expect(storedReasonText('ไม่ว่างวันนั้น', th)).toBe('ไม่ว่างวันนั้น');
    expect(storedReasonText('sick', en)).toBe('sick');
    // A code of a refusal is not a stored system reason: a person who typed it sees it as typed.
    expect(storedReasonText('too_soon', en)).toBe('too_soon');
  });
});
