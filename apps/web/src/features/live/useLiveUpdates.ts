import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstPageLoaded } from '../../app/firstPage';

/**
 * Keeps the screen in step with the other party (docs/decisions/0011): while `enabled` (signed in
 * with a role), holds `GET /events` open with a fresh ID token on every (re)connection and, on
 * each `change` (of one appointment) or `resync` event, refetches the `liveQueryKeys` queries (liveStream.ts) — so a new
 * request appears on the photographer's confirm list, and an acceptance on the customer's, within
 * moments and without a reload. The stream drops while the tab is hidden; on reconnection (tab
 * shown again, network back, the server's token expiry or a stopping replica) the same queries
 * are refetched, since changes may have been missed meanwhile — and on the first connection those
 * the page read before the stream listened (a change in between would be missed). Reconnects with
 * `liveReconnectDelayMs` back-off (packages/machines).
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // The stream's code downloads once the first page is in: nothing on screen waits for it.
    void firstPageLoaded
      .then(() => import('./liveStream'))
      .then(({ openLiveStream }) => {
        if (!controller.signal.aborted) openLiveStream(queryClient, controller.signal);
      });
    return () => controller.abort();
  }, [enabled, queryClient]);
}
