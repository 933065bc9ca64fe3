// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: `firstPageLoaded` resolves once per page load. */
async function freshModule() {
  vi.resetModules();
  return import('./firstPage');
}

/** An `<img>` in the document whose `decode()` is `decode`, inside the viewport or below it. */
function photo(decode: () => Promise<void>, { inView = true } = {}): HTMLImageElement {
  const img = document.createElement('img');
  img.decode = decode;
  const top = inView ? 100 : window.innerHeight + 100;
  img.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: 200 });
  document.body.append(img);
  return img;
}

/** Whether `promise` has resolved by now (after the pending timers and microtasks ran). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(100);
  return done;
}

describe('firstPageLoaded', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('does not wait for photos below the viewport', async () => {
    photo(() => new Promise<void>(() => undefined), { inView: false });
    const { firstPageLoaded, firstPageRendered } = await freshModule();
    firstPageRendered();
    expect(await settled(firstPageLoaded)).toBe(true);
  });

  it('waits for the first render', async () => {
    const { firstPageLoaded } = await freshModule();
    expect(await settled(firstPageLoaded)).toBe(false);
  });

  it('resolves after the first render of a loaded document without photos', async () => {
    const { firstPageLoaded, firstPageRendered } = await freshModule();
    firstPageRendered();
    expect(await settled(firstPageLoaded)).toBe(true);
  });

  it('waits for a photo drawn in the commit after the first, then resolves', async () => {
    let photoLoaded!: () => void;
    const { firstPageLoaded, firstPageRendered } = await freshModule();
    firstPageRendered();
    photo(() => new Promise<void>((resolve) => (photoLoaded = resolve)));
    expect(await settled(firstPageLoaded)).toBe(false);
    photoLoaded();
    expect(await settled(firstPageLoaded)).toBe(true);
  });

  it('resolves after FIRST_PAGE_LOAD_WAIT_MS when a photo never loads', async () => {
    photo(() => new Promise<void>(() => undefined));
    const { firstPageLoaded, firstPageRendered, FIRST_PAGE_LOAD_WAIT_MS } = await freshModule();
    firstPageRendered();
    expect(await settled(firstPageLoaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_LOAD_WAIT_MS);
    expect(await settled(firstPageLoaded)).toBe(true);
  });
});
