import type { DeliveryFileKind } from './delivery-rules.ts';

/**
 * Why a delivered file may not be copied into the photographer's portfolio
 * ({@link portfolioCopyRefusal}):
 * - `not_photographer`: only the booking's photographer copies (the customer gives consent);
 * - `not_a_final`: proofs are watermarked previews, never portfolio photos;
 * - `file_removed`: the file was taken back or removed at the end of its retention;
 * - `not_delivered`: the finals have not been handed over yet;
 * - `not_allowed_by_customer`: the customer has not allowed this photo in the portfolio.
 */
export type PortfolioCopyRefusal =
  'not_photographer' | 'not_a_final' | 'file_removed' | 'not_delivered' | 'not_allowed_by_customer';

/** The facts {@link portfolioCopyRefusal} judges. */
export interface PortfolioCopyFacts {
  /** The caller's side of the booking. */
  party: 'photographer' | 'customer';
  kind: DeliveryFileKind;
  /** The customer's per-photo consent (`delivery_files.portfolio_allowed`). */
  portfolioAllowed: boolean;
  /** The file is taken back or removed by retention. */
  removed: boolean;
  /** The finals were delivered (`deliveries.finals_delivered_at` set). */
  finalsDelivered: boolean;
}

/**
 * Why the caller may not copy a delivery file into their portfolio, or null when they may: the
 * booking's photographer, a live delivered final the customer allowed. The first refusal that
 * applies, in the order of {@link PortfolioCopyRefusal}. The API refuses with 409
 * `invalid_transition` (`params.reason` `portfolio_<refusal>`; `not_photographer` is 403); the web
 * offers the copy only when this is null. Source: docs/product.md §11, decision 0023.
 */
export function portfolioCopyRefusal(facts: PortfolioCopyFacts): PortfolioCopyRefusal | null {
  if (facts.party !== 'photographer') return 'not_photographer';
  if (facts.kind !== 'final') return 'not_a_final';
  if (facts.removed) return 'file_removed';
  if (!facts.finalsDelivered) return 'not_delivered';
  if (!facts.portfolioAllowed) return 'not_allowed_by_customer';
  return null;
}

/**
 * Whether a portfolio copy stays when the customer's consent changes: it stays exactly while the
 * customer allows the photo. Withdrawn consent removes the copy (decision 0023, docs/product.md
 * §11); the retention's removal of the finals does not (the consent still stands).
 */
export function portfolioCopyStays(consent: { portfolioAllowed: boolean }): boolean {
  return consent.portfolioAllowed;
}
