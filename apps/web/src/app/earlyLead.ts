import { atMost, shownFirstPaint } from './firstPaint';
import { nextTask } from './pacedPreloads';

// The lead photo on screen before the route's code (docs/decisions/0015, twenty-sixth session). Kept apart
// from app/earlyReads.ts so the entry can wait for it without carrying the early reads' code,
// which index.html's inline script has already run.

/** Where the early reads leave their lead photo's paint (a property of the page's global object). */
const EARLY_LEAD = '__shootbookEarlyLead';

type Holder = Record<typeof EARLY_LEAD, Promise<void> | undefined>;

/**
 * The longest the first route's code waits for the first paint's lead photo
 * ({@link whenLeadPhotoPainted}), in milliseconds from the entry's run: a slow API or photo costs
 * the page's code no more than this.
 */
export const LEAD_HEAD_START_MS = 300;

/**
 * Records `painted`, which resolves once the early reads (app/earlyReads.ts `startEarlyReads`)
 * have found the page's lead photo and it has loaded (or failed) and been painted into the first
 * paint, if one is shown (app/firstPaintLead.ts `firstPaintLeadPainted`), or found there is none;
 * undefined forgets it.
 */
export function rememberEarlyLead(painted: Promise<void> | undefined): void {
  (globalThis as unknown as Holder)[EARLY_LEAD] = painted;
}

/**
 * Resolves once the lead photo of the page's first paint (app/firstPaintLead.ts: a profile's or a
 * package's, drawn in by the early reads) has loaded and a frame has been painted with it — at
 * once where no first paint is shown or no early reads ran, and after `maxMs` at the latest. The
 * entry starts the first route's code (~60 files) after it (main.tsx), so that photo, the largest
 * paint of a page painted from the HTML, has the link and the main thread to itself when the
 * page's read answers before the entry has run: on a fast network with a phone's CPU, or in
 * Lighthouse's observed load. On a slow link it is on screen before the entry has even arrived,
 * and nothing waits; without a first paint (a desktop) nothing waits either, as the photo then
 * paints only with the app.
 */
export function whenLeadPhotoPainted(
  maxMs: number = LEAD_HEAD_START_MS,
  doc: Document | undefined = globalThis.document,
): Promise<void> {
  const painted = (globalThis as unknown as Holder)[EARLY_LEAD];
  if (!painted || !shownFirstPaint(doc)) return Promise.resolve();
  return atMost(painted, maxMs);
}

/** The longest {@link afterFirstPaint} waits for a frame (ms): a hidden tab draws none. */
export const FIRST_FRAME_MAX_MS = 100;

/** What {@link afterFirstPaint} reads of the browser; each member has the browser's default. */
export interface FirstPaintClock {
  /**
   * Whether the page has painted anything yet: Paint Timing's `first-paint` entry, or
   * `first-contentful-paint` (the one WebKit records).
   */
  painted?: () => boolean;
  /** `requestAnimationFrame`, or undefined where there is none. */
  frame?: ((callback: () => void) => unknown) | undefined;
  /** Runs a callback in a task of its own (app/pacedPreloads.ts `nextTask`). */
  task?: (callback: () => void) => void;
}

/**
 * Resolves in a task after the page's first paint, where the first route's code starts
 * (main.tsx): in the next task when the browser has painted already; otherwise in the task after
 * the next frame, or after `maxMs` at most. The route's start appends its ~50 `modulepreload`
 * links in `user-blocking` slices (app/pacedPreloads.ts), which Chrome runs ahead of rendering:
 * where the style sheet had come in just before the entry, the HTML's first paint waited behind
 * them for 190–280 ms in Lighthouse's trace of home (docs/decisions/0015, twenty-seventh
 * session). Never rejects.
 */
export function afterFirstPaint(
  maxMs: number = FIRST_FRAME_MAX_MS,
  {
    painted = () =>
      globalThis.performance
        ?.getEntriesByType?.('paint')
        .some((e) => e.name === 'first-paint' || e.name === 'first-contentful-paint') ?? false,
    frame = globalThis.requestAnimationFrame?.bind(globalThis),
    task = nextTask,
  }: FirstPaintClock = {},
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (painted() || !frame) return task(resolve);
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      task(resolve);
    };
    frame(go);
    setTimeout(go, maxMs);
  });
}
