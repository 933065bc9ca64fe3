import { ApiError } from '@shootbook/api-client';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { apiErrorMessage } from './api';

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

  it("shows the server's own message for a code the web does not know", () => {
    expect(apiErrorMessage(new ApiError('http', 418, 'teapot', 'I am a teapot'), en)).toBe(
      'I am a teapot',
    );
  });
});
