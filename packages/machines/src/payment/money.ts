/** Default platform fee in basis points: 1000 bps = 10 % (ADR 0001 `PLATFORM_FEE_BPS`). */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

function assertSatang(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of satang, got ${value}`);
  }
}

/**
 * The platform fee on a price: `feeBps`/10 000 of `amountSatang`, rounded half up to whole satang.
 * Example: `platformFee(1005)` = 101 (100.5 rounds up), `platformFee(1004)` = 100.
 *
 * @param amountSatang price in satang (integer ≥ 0).
 * @param feeBps fee in basis points, integer 0..10 000; default 1000 (10 %, docs/product.md §9).
 * @throws RangeError when either argument is not such an integer.
 */
export function platformFee(
  amountSatang: number,
  feeBps: number = DEFAULT_PLATFORM_FEE_BPS,
): number {
  assertSatang(amountSatang, 'amountSatang');
  if (!Number.isInteger(feeBps) || feeBps < 0 || feeBps > 10_000) {
    throw new RangeError(`feeBps must be an integer between 0 and 10000, got ${feeBps}`);
  }
  // Integer arithmetic: floor((a·bps + 5000) / 10000) is round-half-up for a ≥ 0.
  return Math.floor((amountSatang * feeBps + 5000) / 10_000);
}

/**
 * What the photographer receives: `amountSatang - platformFee(amountSatang, feeBps)`, in satang.
 * @throws RangeError as {@link platformFee}.
 */
export function photographerPayout(
  amountSatang: number,
  feeBps: number = DEFAULT_PLATFORM_FEE_BPS,
): number {
  return amountSatang - platformFee(amountSatang, feeBps);
}
