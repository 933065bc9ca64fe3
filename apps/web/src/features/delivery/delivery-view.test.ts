import { describe, expect, it } from 'vitest';
import { deliveryOf } from '../../stories/delivery-fixtures';
import {
  deliveryOffers,
  deliveryRuleContext,
  deliverySteps,
  extrasCheckoutOf,
  galleryKinds,
} from './delivery-view';

const NOW = '2030-01-10T03:00:00.000Z';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(NOW) + days * DAY).toISOString();

describe('deliveryOffers (docs/product.md §11: the web asks the delivery rules)', () => {
  it('offers the photographer proofs to send only once one is uploaded', () => {
    const open = deliveryOf('photographer', 'Open', { dueAt: at(4), refundRequestableAt: at(11) });
    expect(deliveryOffers(open, NOW)).toEqual({ UPLOAD_PROOFS: 'no_proofs' });
    expect(deliveryOffers({ ...open, proofCount: 5 }, NOW)).toEqual({ UPLOAD_PROOFS: null });
  });

  it('asks the customer to pay for extra picks before submitting them', () => {
    const picking = deliveryOf('customer', 'ProofsReady', { pickCount: 4 });
    expect(deliveryOffers(picking, NOW)).toEqual({ SUBMIT_PICKS: 'extra_photos_unpaid' });
    const paid = {
      ...picking,
      extraPhotos: {
        photos: 1,
        amount: 30_000,
        platformFee: 3_000,
        payout: 27_000,
        status: 'Paid' as const,
        checkoutUrl: null,
        paidAt: NOW,
      },
    };
    expect(deliveryOffers(paid, NOW)).toEqual({ SUBMIT_PICKS: null });
    // One extra photo paid for: a fifth pick needs paying for again, which the add-on refuses.
    const more = { ...paid, pickCount: 5 };
    expect(deliveryOffers(more, NOW)).toEqual({ SUBMIT_PICKS: 'extra_photos_unpaid' });
    expect(extrasCheckoutOf(more, NOW)).toEqual({ ok: false, reason: 'extra_photos_paid' });
  });

  it('shows the add-on the rules compute: photos beyond the included × the price', () => {
    const picking = deliveryOf('customer', 'ProofsReady', { pickCount: 5 });
    expect(extrasCheckoutOf(picking, NOW)).toMatchObject({
      ok: true,
      charge: { extraPhotos: 2, amount: 60_000 },
    });
    expect(extrasCheckoutOf({ ...picking, extraPhotoPrice: 0 }, NOW)).toEqual({
      ok: false,
      reason: 'extra_photos_not_offered',
    });
    expect(extrasCheckoutOf({ ...picking, pickCount: 3 }, NOW)).toEqual({
      ok: false,
      reason: 'no_extra_photos',
    });
  });

  it('judges a revision by the note typed and the revisions left', () => {
    const finals = deliveryOf('customer', 'FinalsDelivered', {
      finalsDeliveredAt: at(-1),
      autoAcceptAt: at(2),
      dueAt: at(4),
      refundRequestableAt: at(11),
    });
    expect(deliveryOffers(finals, NOW)).toEqual({ ACCEPT: null, REQUEST_REVISION: null });
    expect(deliveryOffers(finals, NOW, '   ').REQUEST_REVISION).toBe('note_required');
    expect(deliveryOffers({ ...finals, revisionsUsed: 1 }, NOW).REQUEST_REVISION).toBe(
      'no_revisions_left',
    );
  });

  it('reads the server’s configured days back: a 1-day auto-accept closes revisions after a day', () => {
    const finals = deliveryOf('customer', 'FinalsDelivered', {
      finalsDeliveredAt: at(-2),
      autoAcceptAt: at(-1),
    });
    expect(deliveryRuleContext(finals, NOW).autoAcceptDays).toBe(1);
    expect(deliveryOffers(finals, NOW).REQUEST_REVISION).toBe('too_late');
  });

  it('offers the refund of an undelivered shoot only after the grace period', () => {
    const owed = deliveryOf('customer', 'Open', {
      offersProofs: false,
      dueAt: at(-3),
      refundRequestableAt: at(2),
    });
    expect(deliveryRuleContext(owed, NOW).refundGraceDays).toBe(5);
    expect(deliveryOffers(owed, NOW)).toEqual({ REQUEST_REFUND: 'not_due_yet' });
    expect(deliveryOffers(owed, at(2))).toEqual({ REQUEST_REFUND: null });
  });

  it('offers nothing on a final delivery', () => {
    expect(deliveryOffers(deliveryOf('customer', 'Accepted'), NOW)).toEqual({});
    expect(deliveryOffers(deliveryOf('photographer', 'Refunded'), NOW)).toEqual({});
  });
});

describe('deliverySteps', () => {
  it('lists proofs and picks only when offered, a revision on the finals step', () => {
    const withProofs = deliverySteps({ status: 'PicksSubmitted', offersProofs: true });
    expect(withProofs.steps.map((s) => s.id)).toEqual([
      'Open',
      'ProofsReady',
      'PicksSubmitted',
      'FinalsDelivered',
      'Accepted',
    ]);
    expect(withProofs.current).toBe(2);
    const revision = deliverySteps({ status: 'RevisionRequested', offersProofs: false });
    expect(revision.steps.map((s) => s.id)).toEqual(['Open', 'FinalsDelivered', 'Accepted']);
    expect(revision.current).toBe(1);
    expect(deliverySteps({ status: 'Accepted', offersProofs: false }).complete).toBe(true);
    expect(deliverySteps({ status: 'Refunded', offersProofs: true }).current).toBe(-1);
  });
});

describe('galleryKinds', () => {
  it('shows the customer proofs while picking and finals once delivered', () => {
    expect(galleryKinds(deliveryOf('customer', 'Open'))).toEqual({ proofs: false, finals: false });
    expect(galleryKinds(deliveryOf('customer', 'ProofsReady'))).toEqual({
      proofs: true,
      finals: false,
    });
    expect(galleryKinds(deliveryOf('customer', 'Accepted'))).toEqual({
      proofs: false,
      finals: true,
    });
  });

  it('shows the photographer what they upload now', () => {
    expect(galleryKinds(deliveryOf('photographer', 'Open'))).toEqual({
      proofs: true,
      finals: false,
    });
    expect(galleryKinds(deliveryOf('photographer', 'PicksSubmitted'))).toEqual({
      proofs: true,
      finals: true,
    });
    expect(galleryKinds(deliveryOf('photographer', 'Open', { offersProofs: false }))).toEqual({
      proofs: false,
      finals: true,
    });
  });
});
