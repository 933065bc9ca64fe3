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

/** Matches the stream's first event, `ready`: from then on no change is missed. */
export const isReady = (event: EventSourceMessage): boolean => event.event === 'ready';

/** Matches the `change` event of appointment `appointmentId` (docs/decisions/0011). */
export const changeOf =
  (appointmentId: string) =>
  (event: EventSourceMessage): boolean =>
    event.event === 'change' &&
    (JSON.parse(event.data) as { appointmentId: string }).appointmentId === appointmentId;

/** Matches the `thread` event of thread `threadId` (a new message; docs/decisions/0028). */
export const threadEventOf =
  (threadId: string) =>
  (event: EventSourceMessage): boolean =>
    event.event === 'thread' &&
    (JSON.parse(event.data) as { threadId: string }).threadId === threadId;

/** The event streams a test file opens against one server ({@link eventStreams}). */
export interface EventStreams {
  /**
   * Opens `GET /events` with bearer `token` (none when undefined); when the server accepted it
   * (200), resolves once its `ready` arrived, so a change made afterwards reaches it.
   */
  open(token: string | undefined): Promise<OpenStream>;
  /** Closes every stream opened so far (in `afterAll`, or to free the caps). */
  closeAll(): void;
}

/** The streams a test file opens against the listening server at `origin`, closed together. */
export function eventStreams(origin: string): EventStreams {
  const opened: OpenStream[] = [];
  return {
    async open(token) {
      const stream = await openEventStream(origin, token);
      opened.push(stream);
      if (stream.status === 200) await stream.next(isReady);
      return stream;
    },
    closeAll() {
      for (const stream of opened.splice(0)) stream.close();
    },
  };
}
