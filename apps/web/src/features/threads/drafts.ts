import { useCallback, useEffect, useState } from 'react';

/** A message on its way: a text or a place, with the client id that makes a resend write it once. */
export type OutgoingBody =
  | { clientId: string; text: string; place?: undefined }
  | { clientId: string; place: { name: string; url: string }; text?: undefined };

/** A message shown while it is sent (optimistic), marked when sending failed. */
export type Outgoing = OutgoingBody & { failed: boolean };

/** What the composer keeps of one thread on this device: the unsent text and the messages not yet written. */
export interface ThreadDraft {
  text: string;
  unsent: Outgoing[];
}

const EMPTY: ThreadDraft = { text: '', unsent: [] };

/** The localStorage key of thread `threadId`'s draft. */
export const draftKey = (threadId: string) => `shootbook.thread-draft.${threadId}`;

function isOutgoing(value: unknown): value is Outgoing {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  if (typeof o.clientId !== 'string') return false;
  if (typeof o.text === 'string') return true;
  const place = o.place as Record<string, unknown> | undefined;
  return typeof place?.name === 'string' && typeof place.url === 'string';
}

/**
 * Thread `threadId`'s draft as stored on this device; an empty one when there is none, storage
 * is unavailable (private mode, a full quota) or what is stored is not a draft. A message that
 * was on its way when the page went away comes back as not sent (failed): "Retry sending" sends
 * it with its client id, so it is written once even if the first send got through.
 */
export function readDraft(threadId: string): ThreadDraft {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(threadId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { text?: unknown; unsent?: unknown };
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      unsent: Array.isArray(parsed.unsent)
        ? parsed.unsent.filter(isOutgoing).map((o) => ({ ...o, failed: true }))
        : [],
    };
  } catch {
    return EMPTY;
  }
}

/** Stores `draft` for thread `threadId`, or removes the entry when there is nothing to keep. */
export function writeDraft(threadId: string, draft: ThreadDraft): void {
  try {
    if (!draft.text && draft.unsent.length === 0)
      globalThis.localStorage?.removeItem(draftKey(threadId));
    else globalThis.localStorage?.setItem(draftKey(threadId), JSON.stringify(draft));
  } catch {
    // No storage (private mode, quota): the draft lives as long as the page.
  }
}

/**
 * The composer's state of one thread, kept in localStorage so that it survives a reload, a crash
 * and going offline (docs/decisions/0028): the text being written and the messages sent but not
 * yet written by the API. Each change is stored at once; switching threads reads the other
 * thread's draft.
 * @returns the draft and a setter taking the next draft or a function of the current one.
 */
export function useThreadDraft(
  threadId: string,
): [ThreadDraft, (next: ThreadDraft | ((current: ThreadDraft) => ThreadDraft)) => void] {
  const [state, setState] = useState(() => ({ threadId, draft: readDraft(threadId) }));
  // Another thread on the same component: its own draft.
  const current = state.threadId === threadId ? state.draft : readDraft(threadId);
  if (state.threadId !== threadId) setState({ threadId, draft: current });

  useEffect(() => {
    if (state.threadId === threadId) writeDraft(threadId, state.draft);
  }, [threadId, state]);

  const update = useCallback(
    (next: ThreadDraft | ((draft: ThreadDraft) => ThreadDraft)) =>
      setState((previous) => ({
        threadId: previous.threadId,
        draft: typeof next === 'function' ? next(previous.draft) : next,
      })),
    [],
  );
  return [current, update];
}
