import { useEffect, useState } from 'react';
import { installServerClock, serverNowIso } from './server-clock';

installServerClock();

/**
 * The API's current time as ISO UTC (see `server-clock.ts`), refreshed every `intervalMs`
 * (default one minute) and whenever `refreshKey` changes (e.g. new data arrived), so buttons that
 * depend on time (cancel before start, complete after the end) follow the clock that decides.
 */
export function useNow(intervalMs = 60_000, refreshKey?: unknown): string {
  const [now, setNow] = useState(serverNowIso);
  useEffect(() => {
    setNow(serverNowIso());
    const id = setInterval(() => setNow(serverNowIso()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, refreshKey]);
  return now;
}
