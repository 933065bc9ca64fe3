// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_HEAD_START_MS, rememberEarlyLead, whenLeadPhotoPainted } from './earlyLead';

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
