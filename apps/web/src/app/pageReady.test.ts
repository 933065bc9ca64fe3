import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferFrameExtras,
  frameExtrasReady,
  whenFirstPageReady,
  whenFirstReadsIn,
} from './pageReady';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((res) => (resolve = res));
  return { promise, resolve };
}

describe('the first page is ready', () => {
  it('once the first page is committed and the reads it started have answered', async () => {
    const queryClient = new QueryClient();
    const commit = deferred();
    let ready = false;
    void whenFirstPageReady(
      async () => queryClient,
      10_000,
      commit.promise.then(() => undefined),
    ).then(() => (ready = true));

    const answer = deferred();
    commit.resolve('committed');
    // The page's first render asks for its data.
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => answer.promise });
    await tick(20);
    expect(ready).toBe(false);

    answer.resolve('data');
    await tick(20);
    expect(ready).toBe(true);
  });

  it("without waiting for the time-out when the app's client cannot be downloaded", async () => {
    const started = Date.now();
    await whenFirstPageReady(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      10_000,
      Promise.resolve(),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('after the time-out at most, when a read hangs', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise(() => {}) });
    const started = Date.now();
    await whenFirstPageReady(async () => queryClient, 50, Promise.resolve());
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('not before React has committed the page, whose reads start only then', async () => {
    const queryClient = new QueryClient();
    const commit = deferred();
    let ready = false;
    void whenFirstPageReady(
      async () => queryClient,
      10_000,
      commit.promise.then(() => undefined),
    ).then(() => (ready = true));
    // Nothing is fetching yet: a slow render has not reached the page.
    await tick(20);
    expect(ready).toBe(false);

    const answer = deferred();
    // The commit: the page's queries have started by the time its parent's effect runs.
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => answer.promise });
    commit.resolve('committed');
    await tick(20);
    expect(ready).toBe(false);

    answer.resolve('data');
    await tick(20);
    expect(ready).toBe(true);
  });
});

describe('the frame extras (toasts, bell, live stream)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('render at once when nothing defers them', () => {
    expect(frameExtrasReady()).toBe(true);
  });

  it('wait for the first page', async () => {
    vi.stubGlobal('window', new EventTarget());
    const page = deferred();
    deferFrameExtras(page.promise.then(() => undefined));
    expect(frameExtrasReady()).toBe(false);
    page.resolve('ready');
    await tick();
    expect(frameExtrasReady()).toBe(true);
  });

  it('or for the first key press or touch, whichever comes first', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    deferFrameExtras(new Promise(() => {}));
    expect(frameExtrasReady()).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    expect(frameExtrasReady()).toBe(true);
  });
});

describe('the first render behind a first paint', () => {
  /** A client with one read in flight, answered by the returned function. */
  function readInFlight() {
    const queryClient = new QueryClient();
    const answer = deferred();
    void queryClient.prefetchQuery({ queryKey: ['page'], queryFn: () => answer.promise });
    return { queryClient, answer: () => answer.resolve('data') };
  }

  it('waits for the page’s reads in flight while the copy of the HTML is on screen', async () => {
    const { queryClient, answer } = readInFlight();
    let rendered = false;
    void whenFirstReadsIn(async () => queryClient, true, 10_000).then(() => (rendered = true));
    await tick(20);
    expect(rendered).toBe(false);

    answer();
    await tick(20);
    expect(rendered).toBe(true);
    // The page's first render finds the answer in the cache: no skeleton to replace.
    expect(queryClient.getQueryData(['page'])).toBe('data');
  });

  it('does not wait without a copy on screen: the app’s skeleton is what the visitor sees', async () => {
    const { queryClient } = readInFlight();
    let rendered = false;
    void whenFirstReadsIn(async () => queryClient, false, 10_000).then(() => (rendered = true));
    await tick(0);
    expect(rendered).toBe(true);
  });

  it('waits no longer than its limit for a read that does not answer', async () => {
    const { queryClient } = readInFlight();
    const started = Date.now();
    await whenFirstReadsIn(async () => queryClient, true, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(queryClient.isFetching()).toBe(1);
  });

  it('does not wait when the app’s client cannot be downloaded', async () => {
    const started = Date.now();
    await whenFirstReadsIn(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      true,
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
