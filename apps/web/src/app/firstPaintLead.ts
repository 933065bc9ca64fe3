import { LOADING_LEAD_SLOT, photoElement } from '@shootbook/ui';
import { nextFrame, shownFirstPaint } from './firstPaint';

// A first paint's lead photo (docs/decisions/0015, twenty-sixth session). A package's first
// paint is its page with the read pending: ui LoadingState's `gallery` skeleton, whose lead-photo
// box stands where the gallery will draw its first photo. The early reads (app/earlyReads.ts) learn
// that photo ~1 s before the app can render on a throttled phone; this puts it in the box, so the
// page's largest paint comes with the API's answer rather than after all of the page's code.
// Two inline scripts meet here — the early reads in <head>, which may have the answer before the
// copy exists, and the first paint's boot before #root (app/firstPaintBoot.ts) — so whichever runs
// second draws it, through a property of the page's global object.

type Photo = Parameters<typeof photoElement>[1];

/** Where an offered lead photo waits for the copy (a property of the page's global object). */
const FIRST_PAINT_LEAD = '__shootbookFirstPaintLead';

type Holder = Record<typeof FIRST_PAINT_LEAD, { photo: Photo; sizes: string } | undefined>;

/** The lead-photo box (ui `LOADING_LEAD_SLOT`) of the first paint, while it is shown; else null. */
function shownLeadBox(doc: Document): Element | null {
  return shownFirstPaint(doc)?.querySelector(`[data-slot="${LOADING_LEAD_SLOT}"]`) ?? null;
}

/**
 * Offers `photo`, drawn at `sizes` (the gallery lead's, ui `GALLERY_LEAD_SIZES`), to the first
 * paint: drawn at once into the copy's lead-photo box ({@link drawFirstPaintLead}) if the copy is
 * shown, else kept until the first paint's boot script shows it. Nothing without a photo.
 */
export function offerFirstPaintLead(
  photo: Photo | undefined,
  sizes: string,
  doc: Document | undefined = globalThis.document,
): void {
  if (!photo || !doc) return;
  (globalThis as unknown as Holder)[FIRST_PAINT_LEAD] = { photo, sizes };
  drawFirstPaintLead(doc);
}

/**
 * Draws the offered lead photo, if any ({@link offerFirstPaintLead}), into the shown first paint's
 * lead-photo box (ui `LOADING_LEAD_SLOT`), as ui `photoElement` — the same sources and `sizes` as the
 * gallery's, so the browser takes the photo the early reads preloaded. Once: the offer is used up.
 * @returns whether a photo was drawn — false without an offer, a shown copy, a box in it, or a
 *   photo still processing (no `src`).
 */
export function drawFirstPaintLead(doc: Document): boolean {
  const holder = globalThis as unknown as Holder;
  const lead = holder[FIRST_PAINT_LEAD];
  const box = shownLeadBox(doc);
  if (!lead || !box) return false;
  holder[FIRST_PAINT_LEAD] = undefined;
  const picture = photoElement(doc, lead.photo, lead.sizes);
  if (!picture) return false;
  box.replaceChildren(picture);
  return true;
}

/**
 * Resolves once the lead photo drawn into the shown first paint ({@link drawFirstPaintLead}) has
 * been decoded and a frame has been painted with it (the frame's `requestAnimationFrame`, then a
 * task after it) and, where the browser reports Largest Contentful Paint, once it has reported
 * the photo ({@link reportedAsLargestPaint}); at once when none is drawn. Never rejects: a photo
 * that cannot be decoded counts as painted. Callers bound the wait (app/earlyLead.ts).
 */
export function firstPaintLeadPainted(doc: Document = globalThis.document): Promise<void> {
  const img = shownLeadBox(doc)?.querySelector('img');
  if (!img) return Promise.resolve();
  const reported = reportedAsLargestPaint(img);
  return Promise.resolve()
    .then(() => img.decode())
    .catch(() => undefined)
    .then(nextFrame)
    .then(() => reported);
}

/**
 * Resolves once the browser has reported `img` as the page's largest contentful paint so far (a
 * `largest-contentful-paint` entry naming it: the frame that shows it has been presented, which
 * can be a frame or two after the paint task) — at once where the browser reports no such entries
 * (WebKit). Started between the paint and that report, the route's code — a 24 ms task and its
 * first requests — came before the largest paint Lighthouse records in a trace of a package page,
 * and its simulation counts what comes before that paint against the LCP (×4 for the task;
 * docs/decisions/0015, twenty-seventh session). Never resolves for a photo that is not the
 * largest paint: the caller's limit applies.
 */
function reportedAsLargestPaint(img: HTMLImageElement): Promise<void> {
  const Observer = globalThis.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (
        !list.getEntries().some((entry) => (entry as { element?: Element | null }).element === img)
      )
        return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
