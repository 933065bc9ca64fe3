/**
 * Where the API reads "now" from (docs/decisions/0001: injectable clock). Rules that depend on
 * time — "in the future", "the shoot has ended", the unpaid time-out — ask a {@link Clock}.
 */

/** A source of the current instant. */
export interface Clock {
  /** The current instant (a fresh `Date`, safe to mutate). */
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that follows real time plus an offset that tests move forward
 * (`POST /__test/clock { advanceMinutes }` with `SHOOTBOOK_TEST_CLOCK=1`).
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  private fixed: Date | undefined;

  /** `start` pins the clock to that instant (it then only moves with {@link advance}). */
  constructor(start?: Date) {
    this.fixed = start ? new Date(start) : undefined;
  }

  now(): Date {
    const base = this.fixed ? this.fixed.getTime() : Date.now();
    return new Date(base + this.offsetMs);
  }

  /** Moves the clock forward by `minutes` (may be fractional; negative moves it back). */
  advance(minutes: number): Date {
    this.offsetMs += minutes * 60_000;
    return this.now();
  }

  /** Pins the clock to `instant`. */
  set(instant: Date): void {
    this.fixed = new Date(instant);
    this.offsetMs = 0;
  }
}
