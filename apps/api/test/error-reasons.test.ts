/**
 * The reason codes the API sends (`params.reason` of the Error body, packages/machines
 * `ERROR_REASONS`) and the values they name fit the contract's `Error.params`
 * (docs/product.md §8): a code each, numbers, codes and lists of codes, never sentences. That the
 * web has English and Thai words for each code is apps/web/src/i18n/reasons.test.ts.
 */
import { ERROR_REASONS, requestableAppointmentStatuses } from '@shootbook/machines';
import { describe, expect, it } from 'vitest';

import { schemaProblems } from './helpers/contract.ts';

const errorWith = (params: unknown) => ({ code: 'conflict', message: 'For developers', params });

describe('reason codes', () => {
  it('are each a params.reason the Error schema allows', () => {
    expect(ERROR_REASONS.length).toBeGreaterThan(70);
    expect(
      ERROR_REASONS.filter((reason) => schemaProblems('Error', errorWith({ reason })) !== null),
    ).toEqual([]);
  });

  it('name their values as numbers, codes or lists of codes, which the Error schema carries', () => {
    expect(schemaProblems('Error', errorWith({ reason: 'too_soon', minutes: 120 }))).toBeNull();
    expect(
      schemaProblems(
        'Error',
        errorWith({ reason: 'status_not_settable', statuses: [...requestableAppointmentStatuses] }),
      ),
    ).toBeNull();
    expect(
      schemaProblems('Error', errorWith({ reason: 'not_pending', status: 'Accepted' })),
    ).toBeNull();
    // A sentence in place of a code, or nested values, do not fit.
    expect(schemaProblems('Error', errorWith({ reason: 'Too soon, sorry' }))).not.toBeNull();
    expect(
      schemaProblems('Error', errorWith({ reason: 'photo_limit', limit: { n: 5 } })),
    ).not.toBeNull();
  });
});
