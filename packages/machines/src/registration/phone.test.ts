import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PHONE_PATTERN, isPhoneNumber } from './phone.ts';

describe('phone rule (Thai mobile and landline numbers)', () => {
  it.each([
    '0812345678',
    '081 234 5678',
    '081-234-5678',
    '02 123 4567',
    '021234567',
    '+66812345678',
    '+66 81 234 5678',
    '+66-2-123-4567',
  ])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ['8 digits', '02123456'],
    ['11 digits', '08123456789'],
    ['no leading 0', '812345678'],
    ['0 then 0', '0012345678'],
    ['+66 keeping the 0', '+66 081 234 5678'],
    ['another country', '+44 20 7946 0958'],
    ['two separators in a row', '081  234 5678'],
    ['a trailing space', '081 234 5678 '],
    ['letters', 'call me'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('is the pattern of the contract (openapi.yaml ProfileUpdate.phone)', () => {
    const spec = parse(
      readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'),
    ) as {
      components: { schemas: { ProfileUpdate: { properties: { phone: { pattern: string } } } } };
    };
    expect(spec.components.schemas.ProfileUpdate.properties.phone.pattern).toBe(PHONE_PATTERN);
  });
});
