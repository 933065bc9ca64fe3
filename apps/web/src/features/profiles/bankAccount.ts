import type { Bank } from '@shootbook/api-client';

/** The twelve banks of docs/product.md §3, in the order the spec lists them. */
export const BANKS = [
  'KRUNG_THAI_BANK',
  'BANGKOK_BANK',
  'SIAM_COMMERCIAL_BANK',
  'KASIKORN_BANK',
  'TMB_THANACHART_BANK',
  'KRUNGSRI_BANK',
  'GOVERNMENT_SAVINGS_BANK',
  'THAI_MILITARY_BANK',
  'UOB_THAILAND',
  'CIMB_THAILAND',
  'STANDARD_CHARTERED',
  'ICBC_THAILAND',
] as const satisfies readonly Bank[];

// Every Bank of the contract has a place in the list (a new bank in openapi.yaml fails the type-check here).
type MissingBank = Exclude<Bank, (typeof BANKS)[number]>;
const allBanksListed: MissingBank extends never ? true : false = true;
void allBanksListed;

/**
 * A bank account number with all but its last four digits hidden, for showing on screen
 * ("1234567890" → "••••••7890"). Numbers of four digits or fewer are fully hidden.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return '•'.repeat(digits.length - 4) + digits.slice(-4);
}
