/**
 * ShootBook's phone rule (docs/decisions/0018): a Thai mobile or landline number, as Thai people
 * write it. Either the national form, a `0` and then 8 or 9 more digits whose first is not 0
 * (`02 123 4567`, a Bangkok landline, 9 digits; `081 234 5678`, a mobile, 10 digits), or the
 * international form, `+66` and the same number without its leading `0` (`+66 81 234 5678`).
 * Single spaces or dashes may separate the digits. The contract holds the same pattern
 * (openapi.yaml `ProfileUpdate.phone`; a test keeps them equal), so the API refuses what the forms
 * refuse.
 */
export const PHONE_PATTERN = '^(?:0|\\+66[ -]?)[1-9](?:[ -]?[0-9]){7,8}$';

const phone = new RegExp(PHONE_PATTERN);

/** Whether `value` (as typed; surrounding white space is not trimmed) follows {@link PHONE_PATTERN}. */
export function isPhoneNumber(value: string): boolean {
  return phone.test(value);
}
