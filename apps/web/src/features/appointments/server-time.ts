/**
 * Offset, in ms, between the API's clock and this browser's (`serverNow = Date.now() + offset`).
 *
 * Why: whether a shoot has ended or may still be canceled is decided by the API's clock (which
 * tests can move, docs/decisions/0001 "injectable clock"). Buttons that depend on time should
 * follow that clock, not a possibly wrong device clock. The offset is learnt from the `Date`
 * header of API answers; it stays 0 when the header is absent or not exposed to the web origin
 * (CORS `Access-Control-Expose-Headers: Date`).
 */
let offsetMs = 0;

/** Records the offset from one answer's `Date` header (HTTP-date, second precision). */
export function learnServerTime(dateHeader: string | null, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  const offset = server - receivedAt;
  // The header has one-second precision: ignore differences a rounding could explain.
  offsetMs = Math.abs(offset) < 2000 ? 0 : offset;
}

/** The API's current time as ISO UTC (the local clock when no offset is known). */
export function serverNowIso(): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

/** Forgets the learnt offset (tests). */
export function resetServerTime(): void {
  offsetMs = 0;
}
