// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_FRAME_MAX_MS,
  LEAD_HEAD_START_MS,
  afterFirstPaint,
  rememberEarlyLead,
  whenLeadPhotoPainted,
} from './earlyLead';

/** Whether `promise` has settled once the queued promise callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  // index.html's first paint, shown (app/firstPaint.ts).
  document.body.innerHTML = '<div id="first-paint"></div><div id="root"></div>';
});

afterEach(() => {
  rememberEarlyLead(undefined);
  vi.useRealTimers();
});

describe("the lead photo's head start", () => {
  it('keeps nothing waiting where no early reads ran, or no first paint is shown', async () => {
    vi.useFakeTimers();
    expect(await settled(whenLeadPhotoPainted())).toBe(true);
    rememberEarlyLead(new Promise<void>(() => {}));
    document.getElementById('first-paint')!.hidden = true;
    expect(await settled(whenLeadPhotoPainted())).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(whenLeadPhotoPainted())).toBe(true);
  });

  it("holds the route's code until the first paint's lead photo is on screen", async () => {
    vi.useFakeTimers();
    let paint!: () => void;
    rememberEarlyLead(new Promise<void>((resolve) => (paint = resolve)));
    const waiting = whenLeadPhotoPainted();
    await vi.advanceTimersByTimeAsync(LEAD_HEAD_START_MS / 2);
    expect(await settled(waiting)).toBe(false);
    paint();
    expect(await settled(waiting)).toBe(true);
  });

  it('waits no longer than its limit for a slow answer', async () => {
    vi.useFakeTimers();
    rememberEarlyLead(new Promise<void>(() => {}));
    const waiting = whenLeadPhotoPainted();
    await vi.advanceTimersByTimeAsync(LEAD_HEAD_START_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});

describe("the first route's start, after the first paint", () => {
  /** A frame the test draws by calling the returned function; `task` runs callbacks at once. */
  function clock(painted: boolean) {
    const frames: (() => void)[] = [];
    const tasks: string[] = [];
    return {
      frames,
      tasks,
      options: {
        painted: () => painted,
        frame: (callback: () => void) => frames.push(callback),
        task: (callback: () => void) => {
          tasks.push('task');
          callback();
        },
      },
    };
  }

  it('starts in the next task where the page has painted already', async () => {
    vi.useFakeTimers();
    const { frames, tasks, options } = clock(true);
    expect(await settled(afterFirstPaint(FIRST_FRAME_MAX_MS, options))).toBe(true);
    expect(frames).toHaveLength(0);
    expect(tasks).toEqual(['task']);
  });

  it('waits for the next frame where nothing has painted yet, then starts in a task', async () => {
    vi.useFakeTimers();
    const { frames, tasks, options } = clock(false);
    const waiting = afterFirstPaint(FIRST_FRAME_MAX_MS, options);
    expect(await settled(waiting)).toBe(false);
    frames[0]!();
    expect(await settled(waiting)).toBe(true);
    expect(tasks).toEqual(['task']);
    // The time-out that follows does not start it twice.
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_MAX_MS);
    expect(tasks).toEqual(['task']);
  });

  it('waits no longer than its limit where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    const { options } = clock(false);
    const waiting = afterFirstPaint(FIRST_FRAME_MAX_MS, options);
    await vi.advanceTimersByTimeAsync(FIRST_FRAME_MAX_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
