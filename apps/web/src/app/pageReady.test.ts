import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { whenFirstPageReady, type RouterLike } from './pageReady';

/** A router whose state the test moves. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: RouterLike['state']) => void>();
  const router: RouterLike & { finish(): void } = {
    state: { initialized, navigation: { state: initialized ? 'idle' : 'loading' } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finish() {
      router.state = { initialized: true, navigation: { state: 'idle' } };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((res) => (resolve = res));
  return { promise, resolve };
}

describe('the first page is ready', () => {
  it('once the first route is in and the reads its page started have answered', async () => {
    const router = fakeRouter(false);
    const queryClient = new QueryClient();
    let ready = false;
    void whenFirstPageReady(router, queryClient, 10_000).then(() => (ready = true));

    const answer = deferred();
    router.finish();
    // The page's first render asks for its data.
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => answer.promise });
    await tick(20);
    expect(ready).toBe(false);

    answer.resolve('data');
    await tick(20);
    expect(ready).toBe(true);
  });

  it('after the time-out at most, when a read hangs', async () => {
    const router = fakeRouter(true);
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise(() => {}) });
    const started = Date.now();
    await whenFirstPageReady(router, queryClient, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
