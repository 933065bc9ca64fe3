/**
 * `modulepreload` links appended a few at a time, one short slice per task, rather than all at
 * once (docs/decisions/0015, twenty-fourth session).
 *
 * Vite's preload helper (`\0vite/preload-helper.js`) appends one `<link rel="modulepreload">` per
 * import a dynamic `import()` needs that is not loaded yet — 40–60 for a first page (the page, its
 * data module, the root route and the default layout with their imports) — in the task that starts
 * the first route. Each append starts a request; in Lighthouse's traced load (which records a
 * stack for every request and multiplies every task by four) that is ~2.5 ms apiece, so the one
 * task that appends them all was the page's longest and most of its blocking time. vite.config.ts
 * `pacePreloads` has the helper call {@link createPacedAppend}'s function instead of
 * `document.head.appendChild`: links keep their order and each is appended within a few
 * milliseconds, and no task spends more than {@link PRELOAD_SLICE_MS} on them. The dynamic
 * `import()` itself is not held back.
 */

/** How long one task may spend appending links before the rest wait for the next (milliseconds). */
export const PRELOAD_SLICE_MS = 4;

/** What {@link createPacedAppend} works with; every member has a browser default. */
export interface PacedAppendOptions {
  /** Puts one link into the document; default `document.head.appendChild`. */
  append?: (link: HTMLLinkElement) => void;
  /** The clock, in milliseconds; default `performance.now`. */
  now?: () => number;
  /** Runs `task` in a later task; default a `user-blocking` task (or a `MessageChannel` message). */
  schedule?: (task: () => void) => void;
  /** {@link PRELOAD_SLICE_MS} unless given. */
  sliceMs?: number;
}

/** The Prioritized Task Scheduling API's `scheduler`, where the browser has it (Chromium, Firefox). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

/**
 * Runs `task` in a task of its own: a `user-blocking` task of the Prioritized Task Scheduling API,
 * which the browser runs ahead of ordinary ones (React's render slices, the answers of fetches)
 * while still letting input and frames in between; else a `MessageChannel` message (not clamped
 * like a timer). Measured: the largest paints of a profile and a package 0.1–0.2 s earlier than
 * with messages, which other tasks could hold back (docs/decisions/0015, twenty-fourth session).
 * Also splits the entry's start: the first route starts in a task after the entry's evaluation
 * (app/earlyLead.ts `afterFirstPaint`, twenty-seventh session).
 */
export function nextTask(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(task, { priority: 'user-blocking' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * A function to append a `modulepreload` (or style sheet) link in place of
 * `document.head.appendChild(link)`: the links given during one task are appended at once until
 * `sliceMs` have passed since that task's first; the rest wait, in order, for later tasks, each of
 * which appends at least one and goes on while under `sliceMs`. A link given while others wait
 * goes behind them. Returns nothing and never throws for a link (what `append` throws excepted).
 */
export function createPacedAppend({
  append = (link) => document.head.appendChild(link),
  now = () => performance.now(),
  schedule = nextTask,
  sliceMs = PRELOAD_SLICE_MS,
}: PacedAppendOptions = {}): (link: HTMLLinkElement) => void {
  const waiting: HTMLLinkElement[] = [];
  /** When the current slice began; undefined between slices. */
  let sliceStart: number | undefined;

  const nextSlice = (): void => {
    sliceStart = undefined;
    if (waiting.length === 0) return;
    sliceStart = now();
    schedule(nextSlice);
    do append(waiting.shift()!);
    while (waiting.length > 0 && now() - sliceStart < sliceMs);
  };

  return (link) => {
    if (sliceStart === undefined) {
      sliceStart = now();
      schedule(nextSlice);
    }
    if (waiting.length === 0 && now() - sliceStart < sliceMs) append(link);
    else waiting.push(link);
  };
}
