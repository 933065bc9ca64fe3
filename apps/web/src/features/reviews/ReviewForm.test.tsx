import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { AppointmentDetail } from '../appointments/queries';
import { reviewableAppointments } from './queries';
import { ReviewForm, reviewFormSchema } from './ReviewForm';

const detail = (
  id: string,
  over: { status?: string; reviewed?: boolean; photographerId?: string; customerId?: string } = {},
) =>
  ({
    appointment: {
      id,
      status: over.status ?? 'Completed',
      photographerId: over.photographerId ?? 'ph-1',
      customerId: over.customerId ?? 'cu-1',
      start: '2026-11-20T03:00:00.000Z',
    },
    package: { title: 'Family in the park' },
    subpackage: { title: 'One hour' },
    reviewed: over.reviewed ?? false,
  }) as unknown as AppointmentDetail;

describe('who may write a review (docs/product.md: customers, after a completed shoot)', () => {
  it("keeps the customer's Completed, unreviewed appointments with this photographer only", () => {
    const mine = reviewableAppointments(
      [
        detail('ok'),
        detail('reviewed', { reviewed: true }),
        detail('accepted', { status: 'Accepted' }),
        detail('other-photographer', { photographerId: 'ph-2' }),
        detail('other-customer', { customerId: 'cu-2' }),
      ],
      'ph-1',
      'cu-1',
    );
    expect(mine.map((d) => d.appointment.id)).toEqual(['ok']);
  });
});

describe('review form', () => {
  it("has the 'Rating' radio group with stars '1 star'…'5 stars', 'Comment' and 'Submit review'", () => {
    const html = renderToStaticMarkup(
      <ReviewForm
        appointments={[detail('a1')]}
        submitLabel="Submit review"
        onSubmit={async () => undefined}
      />,
    );
    expect(html).toContain('role="radiogroup" aria-label="Rating"');
    expect(html).toContain('aria-label="1 star"');
    expect(html).toContain('aria-label="5 stars"');
    expect(html).toMatch(/<label[^>]*>Comment<\/label>/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Submit review/);
    // One appointment: nothing to choose.
    expect(html).not.toContain('Appointment');
  });

  it('asks which appointment when there are several', () => {
    const html = renderToStaticMarkup(
      <ReviewForm
        appointments={[detail('a1'), detail('a2')]}
        submitLabel="Submit review"
        onSubmit={async () => undefined}
      />,
    );
    expect(html).toMatch(/<label[^>]*>Appointment/);
  });

  it('requires a score of 1–5', () => {
    expect(reviewFormSchema.safeParse({ appointmentId: 'a1', comment: '' }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ appointmentId: 'a1', score: 6, comment: '' }).success).toBe(
      false,
    );
    expect(
      reviewFormSchema.safeParse({ appointmentId: 'a1', score: 5, comment: 'Great' }).success,
    ).toBe(true);
  });
});
