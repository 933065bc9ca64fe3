/**
 * Reads `GET /events` as a browser would: a real HTTP connection to a listening server, parsed
 * with eventsource-parser, so the test sees the bytes a client sees (headers, `retry`, comments).
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** An open event stream and what it has received so far. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** Events received, in order (`event`, `data`, `id`). */
  events: EventSourceMessage[];
  /** Comment lines received (the heartbeat). */
  comments: string[];
  /** Resolves with the first event (already received or still to come) matching `match`; rejects after `timeoutMs`. */
  next(
    match: (event: EventSourceMessage) => boolean,
    timeoutMs?: number,
  ): Promise<EventSourceMessage>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET {origin}/events` with bearer `token` (none when undefined). */
export async function openEventStream(
  origin: string,
  token: string | undefined,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: abort.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      for (const wake of waiters) wake();
    },
    onComment: (comment) => comments.push(comment),
  });
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body)
        parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
