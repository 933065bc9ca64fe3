import { describe, expect, it } from 'vitest';
import {
  REQUIRED_ROLE_FOR_ACTION,
  registrationRequirement,
  type ProtectedAction,
} from './registration-requirements.ts';

const bank = { bank: 'KASIKORN_BANK', accountNumber: '1234567890', accountName: 'P' };
const customer = { name: 'Nok', role: 'Customer' as const };
const photographer = {
  name: 'Ploy',
  role: 'Photographer' as const,
  bankAccount: bank,
  payoutsEnabled: true,
};
const actions: ProtectedAction[] = [
  'book',
  'review',
  'sell',
  'blockTime',
  'onboardPayouts',
  'accept',
];

describe('registrationRequirement (who may act, docs/product.md §6)', () => {
  it('lets a registered customer book and review, and nothing a photographer does', () => {
    expect(registrationRequirement(customer, 'book')).toEqual({ ok: true });
    expect(registrationRequirement(customer, 'review')).toEqual({ ok: true });
    for (const action of ['sell', 'blockTime', 'onboardPayouts', 'accept'] as const) {
      expect(registrationRequirement(customer, action)).toEqual({
        ok: false,
        reason: 'wrong_role',
        requiredRole: 'Photographer',
      });
    }
  });

  it('lets a registered photographer with payouts enabled sell, block time and accept, and not book or review', () => {
    for (const action of ['sell', 'blockTime', 'onboardPayouts', 'accept'] as const)
      expect(registrationRequirement(photographer, action)).toEqual({ ok: true });
    for (const action of ['book', 'review'] as const) {
      expect(registrationRequirement(photographer, action)).toEqual({
        ok: false,
        reason: 'wrong_role',
        requiredRole: 'Customer',
      });
    }
  });

  it('a photographer without a bank account sells nothing; without payouts enabled accepts nothing', () => {
    const noBank = { ...photographer, bankAccount: null, payoutsEnabled: false };
    for (const action of ['sell', 'blockTime', 'onboardPayouts'] as const) {
      expect(registrationRequirement(noBank, action)).toEqual({
        ok: false,
        reason: 'registration_incomplete',
        missing: ['bankAccount'],
      });
    }
    expect(registrationRequirement(noBank, 'accept')).toEqual({
      ok: false,
      reason: 'registration_incomplete',
      missing: ['bankAccount', 'payoutsEnabled'],
    });
    const notOnboarded = { ...photographer, payoutsEnabled: false };
    expect(registrationRequirement(notOnboarded, 'sell')).toEqual({ ok: true });
    expect(registrationRequirement(notOnboarded, 'accept')).toEqual({
      ok: false,
      reason: 'registration_incomplete',
      missing: ['payoutsEnabled'],
    });
  });

  it('a blank name is missing for every action (white space counts as blank)', () => {
    for (const action of actions) {
      const profile =
        REQUIRED_ROLE_FOR_ACTION[action] === 'Customer'
          ? { ...customer, name: '   ' }
          : { ...photographer, name: '' };
      expect(registrationRequirement(profile, action)).toEqual({
        ok: false,
        reason: 'registration_incomplete',
        missing: ['name'],
      });
    }
  });

  it('a guest or a user without a profile must finish registration first, whatever the action', () => {
    for (const action of actions) {
      expect(registrationRequirement(null, action)).toEqual({
        ok: false,
        reason: 'registration_incomplete',
        missing: ['name', 'role'],
      });
      expect(registrationRequirement({ name: 'Guest', role: 'Guest' }, action)).toEqual({
        ok: false,
        reason: 'registration_incomplete',
        missing: ['role'],
      });
      expect(registrationRequirement({ name: '', role: 'Guest' }, action)).toEqual({
        ok: false,
        reason: 'registration_incomplete',
        missing: ['name', 'role'],
      });
    }
  });
});
