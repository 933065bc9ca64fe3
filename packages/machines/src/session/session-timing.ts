/**
 * Timing rules of the session (docs/product.md §9 token refresh) and of the live event stream's
 * reconnection (docs/decisions/0011), pure and free of xstate.
 */

/** Refresh the identity token this long before it expires: 5 minutes (docs/product.md §9). */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60 * 1000;
/** First retry delay after a failed refresh: 30 s, doubling each attempt (docs/product.md §9). */
export const REFRESH_RETRY_INITIAL_MS = 30 * 1000;
/**
 * Shortest spacing of two refreshes: 30 s, the first retry's. A token that still looks due right
 * after a refresh means the device's clock runs ahead of the issuer's (a token's times are the
 * issuer's); refreshing again at once would loop, a request to the auth server per round trip.
 */
export const TOKEN_REFRESH_MIN_INTERVAL_MS = REFRESH_RETRY_INITIAL_MS;
/** Longest retry delay: 16 minutes; later retries keep this spacing (docs/product.md §9). */
export const REFRESH_RETRY_MAX_MS = 16 * 60 * 1000;
/** Maximum age of a synced token (e.g. a token cookie's max-age), seconds (docs/product.md §9). */
export const TOKEN_SYNC_MAX_AGE_SECONDS = 300;

/**
 * Delay before retry number `attempt` (0-based) after a failed refresh:
 * 30 s, 1 min, 2 min, 4 min, 8 min, 16 min, 16 min, … (docs/product.md §9).
 */
export function refreshRetryDelayMs(attempt: number): number {
  return Math.min(REFRESH_RETRY_INITIAL_MS * 2 ** Math.max(0, attempt), REFRESH_RETRY_MAX_MS);
}

/** First reconnection delay of the live event stream after it dropped: 1 s, doubling (docs/decisions/0011). */
export const LIVE_RECONNECT_INITIAL_MS = 1000;
/** Longest reconnection delay of the live event stream: 30 s. */
export const LIVE_RECONNECT_MAX_MS = 30 * 1000;

/**
 * Delay before reconnection number `attempt` (0-based) of the live event stream (`GET /events`):
 * 1 s, 2 s, 4 s … up to 30 s, scaled by `jitter` in [0.5, 1] (pass `0.5 + Math.random() / 2`)
 * so that clients dropped together by a stopping replica do not all come back at once.
 */
export function liveReconnectDelayMs(attempt: number, jitter = 1): number {
  const base = Math.min(
    LIVE_RECONNECT_INITIAL_MS * 2 ** Math.max(0, attempt),
    LIVE_RECONNECT_MAX_MS,
  );
  return Math.round(base * Math.min(1, Math.max(0.5, jitter)));
}

/**
 * Whether a token synced at `syncedAt` is older than {@link TOKEN_SYNC_MAX_AGE_SECONDS} at
 * `now` (both ISO-8601 UTC) and must be synced again.
 */
export function isTokenSyncStale(syncedAt: string, now: string): boolean {
  return Date.parse(now) - Date.parse(syncedAt) > TOKEN_SYNC_MAX_AGE_SECONDS * 1000;
}
