// @vitest-environment jsdom
import { GALLERY_LEAD_SIZES } from '@shootbook/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_NAME, firstPaintsElement, revealApp, showFirstPaint } from './firstPaint';
import { drawFirstPaintLead, firstPaintLeadPainted, offerFirstPaintLead } from './firstPaintLead';
import { GalleryPageSkeleton } from './QueryStates';

const ADDRESS = '/package/:id';

/** A ready photo as the API lists it (openapi.yaml `Photo`). */
const photo = {
  src: 'https://api.example/media/lead/960.jpg',
  sources: [
    { type: 'image/avif', srcSet: 'https://api.example/media/lead/640.avif 640w' },
    { type: 'image/webp', srcSet: 'https://api.example/media/lead/640.webp 640w' },
    { type: 'image/jpeg', srcSet: 'https://api.example/media/lead/640.jpg 640w' },
  ],
  width: 1200,
  height: 900,
  placeholder: null,
};

/**
 * A package's first-paint file as the browser parses it: the markup (the package page's skeleton,
 * as the build renders it, inside the frame), the boot script's place and #root.
 */
function page(): Element {
  const skeleton = renderToStaticMarkup(
    createElement(GalleryPageSkeleton, { label: 'Loading the package…' }),
  );
  const html = `<header>${FIRST_PAINT_NAME}</header><main>${skeleton}</main>`;
  document.body.innerHTML = [
    firstPaintsElement([{ address: ADDRESS, role: 'Customer', language: 'en', html }]),
    '<script id="boot"></script>',
    '<div id="root"></div>',
  ].join('');
  return document.getElementById('boot')!;
}

const show = (anchor: Element) =>
  showFirstPaint(document, anchor, {
    address: ADDRESS,
    language: 'en',
    phone: true,
    user: { role: 'Customer', name: 'Somchai' },
  });

/** The lead-photo box of the shown copy. */
const box = () => document.querySelector('#first-paint [data-slot="loading-state-lead"]')!;

afterEach(() => {
  // An offer a test left unused would be drawn into the next test's copy.
  drawFirstPaintLead(document);
});

describe("a package's first paint", () => {
  let anchor: Element;
  beforeEach(() => {
    anchor = page();
  });

  it('has a box for the lead photo, a placeholder until the photo is known', () => {
    expect(show(anchor)).toBe(true);
    expect(box()).not.toBeNull();
    expect(box().querySelector('picture')).toBeNull();
    expect(box().querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });

  it('draws the lead photo into its box as soon as the photo is offered, with the sources and sizes the gallery uses', () => {
    show(anchor);
    offerFirstPaintLead(photo, GALLERY_LEAD_SIZES);
    const picture = box().querySelector('picture')!;
    expect(box().querySelector('[data-slot="skeleton"]')).toBeNull();
    const sources = [...picture.querySelectorAll('source')].map((s) => ({
      type: s.type,
      srcSet: s.srcset,
      sizes: s.sizes,
    }));
    expect(sources).toEqual([
      { type: 'image/avif', srcSet: photo.sources[0]!.srcSet, sizes: GALLERY_LEAD_SIZES },
      { type: 'image/webp', srcSet: photo.sources[1]!.srcSet, sizes: GALLERY_LEAD_SIZES },
    ]);
    const img = picture.querySelector('img')!;
    expect(img.src).toBe(photo.src);
    expect(img.srcset).toBe(photo.sources[2]!.srcSet);
    expect(img.sizes).toBe(GALLERY_LEAD_SIZES);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.alt).toBe('');
  });

  it('keeps a photo offered before the copy exists until the boot script shows the copy', () => {
    offerFirstPaintLead(photo, GALLERY_LEAD_SIZES);
    expect(document.querySelector('picture')).toBeNull();
    show(anchor);
    expect(box().querySelector('picture')).toBeNull();
    expect(drawFirstPaintLead(document)).toBe(true);
    expect(box().querySelector('img')!.src).toBe(photo.src);
    // Used up: nothing is drawn twice.
    expect(drawFirstPaintLead(document)).toBe(false);
  });

  it('draws nothing once the app has taken over, nor for a photo still processing', () => {
    show(anchor);
    revealApp(document);
    offerFirstPaintLead(photo, GALLERY_LEAD_SIZES);
    expect(box().querySelector('picture')).toBeNull();
    drawFirstPaintLead(document);

    anchor = page();
    show(anchor);
    offerFirstPaintLead({ ...photo, src: null }, GALLERY_LEAD_SIZES);
    expect(box().querySelector('picture')).toBeNull();
    expect(box().querySelector('[data-slot="skeleton"]')).not.toBeNull();
  });
});

describe("a first paint's lead photo on screen", () => {
  it('is reported once the drawn photo is decoded and a frame has been painted with it', async () => {
    show(page());
    offerFirstPaintLead(photo, GALLERY_LEAD_SIZES);
    const img = box().querySelector('img')!;
    let decoded!: () => void;
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let painted = false;
    const waiting = firstPaintLeadPainted(document).then(() => (painted = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frames).toHaveLength(0);
    decoded();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(painted).toBe(false);
    frames[0]!(0);
    await waiting;
    expect(painted).toBe(true);
    vi.restoreAllMocks();
  });

  it('waits, where the browser reports largest paints, until it has reported the photo', async () => {
    show(page());
    offerFirstPaintLead(photo, GALLERY_LEAD_SIZES);
    const img = box().querySelector('img')!;
    img.decode = () => Promise.resolve();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    // A browser with the Largest Contentful Paint API: the test hands it entries.
    const observers: ((entries: { element: Element | null }[]) => void)[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint', 'paint'];
      constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    let painted = false;
    const waiting = firstPaintLeadPainted(document).then(() => (painted = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(painted).toBe(false);
    // A larger heading, say, is reported first: still waiting for the photo.
    observers[0]!([{ element: document.createElement('h1') }]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(painted).toBe(false);
    observers[0]!([{ element: img }]);
    await waiting;
    expect(painted).toBe(true);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is reported at once when no photo is drawn', async () => {
    show(page());
    let painted = false;
    await firstPaintLeadPainted(document).then(() => (painted = true));
    expect(painted).toBe(true);
  });
});
