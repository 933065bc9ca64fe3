import { describe, expect, it } from 'vitest';

import { ERROR_REASONS, SYSTEM_REASONS, isSystemReason } from './reasons.ts';

describe('reason codes', () => {
  const codes: string[] = [...ERROR_REASONS, ...SYSTEM_REASONS];

  it('are snake_case codes, as the Error schema requires, and each is one thing', () => {
    expect(codes.length).toBeGreaterThan(70);
    expect(codes.filter((code) => !/^[a-z][a-z0-9_]*$/.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('tell a stored system reason from the words a person typed', () => {
    expect(SYSTEM_REASONS.filter((reason) => !isSystemReason(reason))).toEqual([]);
    expect(isSystemReason('withdrawn_by_customer')).toBe(true);
    expect(isSystemReason('Withdrawn by the customer')).toBe(false);
    expect(isSystemReason('too_soon')).toBe(false);
    expect(isSystemReason('The studio flooded')).toBe(false);
  });
});
