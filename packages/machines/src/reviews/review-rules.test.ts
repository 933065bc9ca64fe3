import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from '../appointment/appointment-machine.ts';
import { canReview, reviewRefusal } from './review-rules.ts';

const completed = {
  appointmentStatus: 'Completed' as const,
  customerId: 'c1',
  photographerId: 'p1',
};

describe('reviewRefusal (customers review after a completed shoot)', () => {
  it('allows the customer of a Completed appointment to review its photographer', () => {
    expect(reviewRefusal(completed, { reviewerId: 'c1', photographerId: 'p1' })).toBeNull();
    expect(canReview(completed, { reviewerId: 'c1', photographerId: 'p1' })).toBe(true);
  });

  it('refuses anyone else, another photographer, and every status but Completed', () => {
    expect(reviewRefusal(completed, { reviewerId: 'c2', photographerId: 'p1' })).toBe(
      'not_customer',
    );
    expect(reviewRefusal(completed, { reviewerId: 'p1', photographerId: 'p1' })).toBe(
      'not_customer',
    );
    expect(reviewRefusal(completed, { reviewerId: 'c1', photographerId: 'p2' })).toBe(
      'other_photographer',
    );
    for (const status of appointmentStatuses.filter((s) => s !== 'Completed')) {
      expect(
        reviewRefusal(
          { ...completed, appointmentStatus: status },
          { reviewerId: 'c1', photographerId: 'p1' },
        ),
      ).toBe('not_completed');
      expect(
        canReview(
          { ...completed, appointmentStatus: status },
          { reviewerId: 'c1', photographerId: 'p1' },
        ),
      ).toBe(false);
    }
  });
});
