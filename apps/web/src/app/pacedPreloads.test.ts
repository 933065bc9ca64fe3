import { describe, expect, it } from 'vitest';
import { PRELOAD_SLICE_MS, createPacedAppend } from './pacedPreloads';

/**
 * A paced append over a fake clock and task queue: `append(href)` gives it a stand-in link,
 * `appended` is the hrefs that reached the document in order, `runTask()` runs the next scheduled
 * task and `advance(ms)` moves the clock; each append takes `appendMs`.
 */
function harness(sliceMs = PRELOAD_SLICE_MS, appendMs = 0) {
  let clock = 0;
  const tasks: (() => void)[] = [];
  const appended: string[] = [];
  const append = createPacedAppend({
    append: (link) => {
      clock += appendMs;
      appended.push(link.href);
    },
    now: () => clock,
    schedule: (task) => tasks.push(task),
    sliceMs,
  });
  return {
    appended,
    tasks,
    append: (href: string) => append({ href } as HTMLLinkElement),
    advance: (ms: number) => (clock += ms),
    runTask: () => tasks.shift()?.(),
  };
}

describe('createPacedAppend', () => {
  it('appends every link at once while the task has spent less than a slice', () => {
    const h = harness();
    for (const href of ['a', 'b', 'c']) h.append(href);
    expect(h.appended).toEqual(['a', 'b', 'c']);
    h.runTask();
    expect(h.tasks).toHaveLength(0);
  });

  it('holds the links given after a slice and appends them in order in later tasks', () => {
    const h = harness(4);
    h.append('a');
    h.advance(3);
    h.append('b');
    h.advance(1); // the slice is spent
    h.append('c');
    h.append('d');
    expect(h.appended).toEqual(['a', 'b']);

    // Each later task appends at least one link and goes on while under the slice.
    h.runTask();
    expect(h.appended).toEqual(['a', 'b', 'c', 'd']);
    h.runTask();
    expect(h.tasks).toHaveLength(0);
  });

  it('spends at most a slice per later task, one link at least', () => {
    // Appending takes 5 ms here, more than a slice: one link per task.
    const h = harness(4, 5);
    for (const href of ['a', 'b', 'c', 'd']) h.append(href);
    expect(h.appended).toEqual(['a']);
    h.runTask();
    expect(h.appended).toEqual(['a', 'b']);
    h.runTask();
    expect(h.appended).toEqual(['a', 'b', 'c']);
    h.runTask();
    expect(h.appended).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts a link given while others wait behind them, even in a fresh task', () => {
    const h = harness(4);
    h.append('a');
    h.advance(4);
    h.append('b');
    h.append('c');
    h.append('late'); // same slice, still waiting behind b and c
    h.runTask();
    expect(h.appended).toEqual(['a', 'b', 'c', 'late']);
  });

  it('starts a new slice for links given in a later task once nothing waits', () => {
    const h = harness(4);
    h.append('a');
    h.runTask(); // the slice ends
    h.advance(100);
    h.append('b');
    h.append('c');
    expect(h.appended).toEqual(['a', 'b', 'c']);
  });

  it('appends to the document head in a browser, a task later when the slice is spent', async () => {
    const links: string[] = [];
    const previous = globalThis.document;
    globalThis.document = {
      head: { appendChild: (link: HTMLLinkElement) => links.push(link.href) },
    } as unknown as Document;
    try {
      let clock = 0;
      const append = createPacedAppend({ now: () => clock });
      append({ href: '/a.js' } as HTMLLinkElement);
      clock = PRELOAD_SLICE_MS;
      append({ href: '/b.js' } as HTMLLinkElement);
      expect(links).toEqual(['/a.js']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(links).toEqual(['/a.js', '/b.js']);
    } finally {
      globalThis.document = previous;
    }
  });

  it('asks the browser for a user-blocking task where it has the task scheduler', async () => {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'scheduler');
    const posted: unknown[] = [];
    Object.defineProperty(globalThis, 'scheduler', {
      configurable: true,
      value: {
        postTask(task: () => void, options: unknown) {
          posted.push(options);
          return Promise.resolve().then(task);
        },
      },
    });
    try {
      const links: string[] = [];
      let clock = 0;
      const append = createPacedAppend({ append: (l) => links.push(l.href), now: () => clock });
      append({ href: '/a.js' } as HTMLLinkElement);
      clock = PRELOAD_SLICE_MS;
      append({ href: '/b.js' } as HTMLLinkElement);
      await Promise.resolve();
      await Promise.resolve();
      expect(links).toEqual(['/a.js', '/b.js']);
      expect(posted[0]).toEqual({ priority: 'user-blocking' });
    } finally {
      if (previous) Object.defineProperty(globalThis, 'scheduler', previous);
      else delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
