import { thbToSatang } from '../catalogue/money';

/**
 * The partial refund typed in baht (up to two decimals) as whole satang, or null when it is not a
 * positive amount of at most two decimals. Whether it is below what was paid is the API's
 * `disputeSettlement` rule (422 `dispute_amount_out_of_range`).
 */
export function partialRefundSatang(baht: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(baht.trim())) return null;
  const satang = thbToSatang(Number(baht.trim()));
  return satang >= 1 ? satang : null;
}
