/**
 * A bank account number with all but its last four digits hidden, for showing on screen
 * ("1234567890" → "••••••7890"). Numbers of four digits or fewer are fully hidden.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  if (digits.length <= 4) return '•'.repeat(digits.length);
  return '•'.repeat(digits.length - 4) + digits.slice(-4);
}
