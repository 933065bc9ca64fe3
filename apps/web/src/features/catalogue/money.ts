/**
 * Baht entered in a form → integer satang for the API (docs/product.md §9: 1 THB = 100 satang).
 * Rounds to the nearest satang so `19.99` gives `1999`, not `1998.9999`.
 */
export function thbToSatang(thb: number): number {
  return Math.round(thb * 100);
}

/** Integer satang from the API → baht for a form's number input (`150050` → `1500.5`). */
export function satangToThb(satang: number): number {
  return satang / 100;
}
