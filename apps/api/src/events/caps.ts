/**
 * How many `GET /events` streams one user and one client IP may hold open on this replica
 * (docs/decisions/0011 "Caps"). Each replica counts its own streams: a cluster-wide cap would need
 * a shared store (Redis) for a count that must also fall when a replica dies with streams open.
 */

/** Why a stream was refused: its user, or its client IP, already holds the most allowed. */
export type StreamRefusal = 'user' | 'ip';

/** The caps: open streams per user (uid) and per client IP (`request.ip`, behind `TRUST_PROXY`). */
export interface StreamCaps {
  perUser: number;
  perIp: number;
}

/** Seconds a refused client is told to wait (`Retry-After`): the web's longest reconnection back-off. */
export const STREAM_REFUSED_RETRY_AFTER_S = 30;

/** Counts of open streams by user and by client IP, held to {@link StreamCaps}. */
export interface StreamCounter {
  /**
   * Takes a place for a stream of `uid` from `ip`: the function that gives it back (once; later
   * calls do nothing), or the {@link StreamRefusal} when either count is at its cap (the user's
   * is checked first). A refusal takes no place.
   */
  acquire(uid: string, ip: string): (() => void) | StreamRefusal;
  /** Places taken and not given back. */
  readonly open: number;
}

/** A {@link StreamCounter} holding `caps`. */
export function createStreamCounter(caps: StreamCaps): StreamCounter {
  const byUser = new Map<string, number>();
  const byIp = new Map<string, number>();
  let open = 0;
  const change = (counts: Map<string, number>, key: string, by: 1 | -1) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next === 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    acquire(uid, ip) {
      if ((byUser.get(uid) ?? 0) >= caps.perUser) return 'user';
      if ((byIp.get(ip) ?? 0) >= caps.perIp) return 'ip';
      change(byUser, uid, 1);
      change(byIp, ip, 1);
      open += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(byUser, uid, -1);
        change(byIp, ip, -1);
        open -= 1;
      };
    },
    get open() {
      return open;
    },
  };
}
