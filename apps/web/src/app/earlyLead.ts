import { FIRST_PAINT_ID } from './firstPaint';

// The lead photo before the route's code (docs/decisions/0015, twenty-sixth session). Kept apart
// from app/earlyReads.ts so the entry can wait for it without carrying the early reads' code,
// which index.html's inline script has already run.

/** Where the early reads leave their lead photo's load (a property of the page's global object). */
const EARLY_LEAD = '__shootbookEarlyLead';

type Holder = Record<typeof EARLY_LEAD, Promise<void> | undefined>;

/**
 * The longest the first route's code waits for the first paint's lead photo
 * ({@link whenLeadPhotoLoaded}), in milliseconds from the entry's run: a slow API or photo costs
 * the page's code no more than this.
 */
export const LEAD_HEAD_START_MS = 300;

/**
 * Records `loaded`, which resolves once the early reads (app/earlyReads.ts `startEarlyReads`) have
 * found the page's lead photo and it has loaded or failed, or found there is none; undefined
 * forgets it.
 */
export function rememberEarlyLead(loaded: Promise<void> | undefined): void {
  (globalThis as unknown as Holder)[EARLY_LEAD] = loaded;
}

/**
 * Resolves once the lead photo of the page's first paint (app/firstPaintLead.ts: a profile's or a
 * package's, drawn in by the early reads) has loaded — at once where no first paint is shown or no
 * early reads ran, and after `maxMs` at the latest. The entry starts the first route's code (~60
 * files) after it (main.tsx), so that photo, the largest paint of a page painted from the HTML,
 * has the link to itself when the page's read answers before the entry has run: on a fast network
 * with a phone's CPU, or in Lighthouse's observed load. On a slow link it has loaded before the
 * entry has even arrived, and nothing waits; without a first paint (a desktop) nothing waits either,
 * as the photo then paints only with the app.
 */
export function whenLeadPhotoLoaded(
  maxMs: number = LEAD_HEAD_START_MS,
  doc: Document | undefined = globalThis.document,
): Promise<void> {
  const loaded = (globalThis as unknown as Holder)[EARLY_LEAD];
  const copy = doc?.getElementById(FIRST_PAINT_ID);
  if (!loaded || !copy || copy.hidden) return Promise.resolve();
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, maxMs))]);
}
