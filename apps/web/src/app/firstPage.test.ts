// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: `firstPageLoaded` resolves once per page load. */
async function freshModule() {
  vi.resetModules();
  return import('./firstPage');
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

  it('waits for the first render', async () => {
    const { firstPageLoaded } = await freshModule();
    expect(await settled(firstPageLoaded)).toBe(false);
  });

  it('resolves after the first render of a loaded document without lead photos', async () => {
    const { firstPageLoaded, firstPageRendered } = await freshModule();
    firstPageRendered();
    expect(await settled(firstPageLoaded)).toBe(true);
  });

  it('waits for the lead photo drawn in the commit after the first, then resolves', async () => {
    let photoLoaded!: () => void;
    const photo = document.createElement('img');
    photo.setAttribute('fetchpriority', 'high');
    photo.decode = () => new Promise<void>((resolve) => (photoLoaded = resolve));
    const { firstPageLoaded, firstPageRendered } = await freshModule();
    firstPageRendered();
    document.body.append(photo);
    expect(await settled(firstPageLoaded)).toBe(false);
    photoLoaded();
    expect(await settled(firstPageLoaded)).toBe(true);
  });

  it('resolves after FIRST_PAGE_LOAD_WAIT_MS when the lead photo never loads', async () => {
    const photo = document.createElement('img');
    photo.setAttribute('fetchpriority', 'high');
    photo.decode = () => new Promise<void>(() => undefined);
    document.body.append(photo);
    const { firstPageLoaded, firstPageRendered, FIRST_PAGE_LOAD_WAIT_MS } = await freshModule();
    firstPageRendered();
    expect(await settled(firstPageLoaded)).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_LOAD_WAIT_MS);
    expect(await settled(firstPageLoaded)).toBe(true);
  });
});
