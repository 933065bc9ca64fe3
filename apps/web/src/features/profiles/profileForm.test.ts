import type { Schemas } from '@shootbook/api-client';
import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './bankAccount';
import { profileFormSchema, profileFormValues, profileUpdateBody } from './profileForm';

const photographer = {
  id: 'uid-1',
  name: 'Somchai',
  role: 'Photographer',
  email: 's@example.com',
  phone: null,
  bio: null,
  avatarUrl: null,
  province: null,
  specialties: ['WEDDING_BLISS'],
  bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Somchai J' },
} as unknown as Schemas['UserProfile'];

describe('bank account on screen', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('••••••7890');
    expect(maskAccountNumber('123')).toBe('•••');
  });
});

describe('edit profile form', () => {
  it('sends cleared fields as null, specialties and bank account for photographers', () => {
    const values = profileFormSchema(true).parse({
      ...profileFormValues(photographer),
      phone: '081 234 5678',
      bankAccount: {
        bank: 'KASIKORN_BANK',
        accountNumber: '123-456-7890',
        accountName: 'Somchai J',
      },
    });
    expect(profileUpdateBody(values, true)).toEqual({
      name: 'Somchai',
      phone: '081 234 5678',
      bio: null,
      avatarUrl: null,
      province: null,
      specialties: ['WEDDING_BLISS'],
      bankAccount: { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'Somchai J' },
    });
  });

  it('never sends specialties or a bank account for a customer', () => {
    const customer = {
      ...photographer,
      role: 'Customer',
      bankAccount: null,
      specialties: [],
    } as Schemas['UserProfile'];
    const values = profileFormSchema(false).parse(profileFormValues(customer));
    const body = profileUpdateBody(values, false);
    expect(body).not.toHaveProperty('bankAccount');
    expect(body).not.toHaveProperty('specialties');
  });

  it('refuses a short account number and a bad phone', () => {
    const base = profileFormValues(photographer);
    const badAccount = profileFormSchema(true).safeParse({
      ...base,
      bankAccount: { ...base.bankAccount, accountNumber: '12345' },
    });
    expect(badAccount.error?.issues[0]?.message).toBe('form.errors.accountNumber');
    const badPhone = profileFormSchema(true).safeParse({ ...base, phone: 'call me' });
    expect(badPhone.error?.issues[0]?.message).toBe('form.errors.phone');
  });
});
