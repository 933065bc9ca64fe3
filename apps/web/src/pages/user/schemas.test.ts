import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { BANKS } from '../../features/profiles/bankAccount';
import {
  bankAccountSchema,
  createUserSchema,
  photographerOnboardingSchema,
  registerSchema,
  resetSchema,
} from './schemas';

describe('registration form rules', () => {
  it("requires 6 password characters by default and the server policy's length when given (docs/product.md §5)", () => {
    expect(registerSchema(6).safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(false);
    expect(registerSchema(6).safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
    expect(registerSchema(8).safeParse({ email: 'a@b.co', password: '1234567' }).success).toBe(
      false,
    );
  });

  it('an empty reset e-mail is refused, so nothing is sent (docs/product.md §5)', () => {
    const result = resetSchema.safeParse({ email: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.emailRequired');
  });

  it('name is required; phone is optional but must look like a phone number', () => {
    expect(createUserSchema.safeParse({ name: ' ', phone: '' }).success).toBe(false);
    expect(createUserSchema.safeParse({ name: 'Somchai', phone: '' }).success).toBe(true);
    expect(createUserSchema.safeParse({ name: 'Somchai', phone: '081 234 5678' }).success).toBe(
      true,
    );
    expect(createUserSchema.safeParse({ name: 'Somchai', phone: 'call me' }).success).toBe(false);
  });

  it('phone: a Thai number of 9 or 10 digits from 0, or +66 without the 0, as its message says', () => {
    const phone = (value: string) => createUserSchema.safeParse({ name: 'Somchai', phone: value });
    for (const ok of [' 02 123 4567 ', '+66 81 234 5678', '081-234-5678']) {
      expect(phone(ok).success, ok).toBe(true);
    }
    for (const bad of ['12345678', '0812 345 6789', '+66 081 234 5678', '+1 555 123 4567']) {
      expect(phone(bad).error?.issues[0]?.message, bad).toBe('validation.phoneInvalid');
    }
  });

  it('bank account: one of the 12 banks, 10–12 digits (dashes and spaces dropped), a name', () => {
    const ok = bankAccountSchema.safeParse({
      bank: 'KASIKORN_BANK',
      accountNumber: '123-4-56789-0',
      accountName: 'S J',
    });
    expect(ok.data).toEqual({
      bank: 'KASIKORN_BANK',
      accountNumber: '1234567890',
      accountName: 'S J',
    });
    expect(
      bankAccountSchema.safeParse({
        bank: 'KASIKORN_BANK',
        accountNumber: '123456789',
        accountName: 'S',
      }).success,
    ).toBe(false);
    expect(
      bankAccountSchema.safeParse({
        bank: 'KASIKORN_BANK',
        accountNumber: '1234567890123',
        accountName: 'S',
      }).success,
    ).toBe(false);
    expect(
      bankAccountSchema.safeParse({
        bank: 'PIGGY_BANK',
        accountNumber: '1234567890',
        accountName: 'S',
      }).success,
    ).toBe(false);
  });

  it('photographer onboarding: the province they work in is required, as a province code', () => {
    const base = {
      bank: 'KASIKORN_BANK',
      accountNumber: '1234567890',
      accountName: 'S J',
      specialties: [],
    };
    expect(
      photographerOnboardingSchema.safeParse({ ...base, province: 'TH-50' }).data?.province,
    ).toBe('TH-50');
    const missing = photographerOnboardingSchema.safeParse({ ...base, province: '' });
    expect(missing.error?.issues[0]?.message).toBe('validation.provinceRequired');
    expect(
      photographerOnboardingSchema.safeParse({ ...base, province: 'Chiang Mai' }).success,
    ).toBe(false);
  });

  it('every bank of docs/product.md §3 has a readable English name', () => {
    expect(BANKS).toHaveLength(12);
    for (const bank of BANKS)
      expect(i18n.getFixedT('en', 'auth')(`banks.${bank}`)).not.toMatch(/_/);
  });
});
