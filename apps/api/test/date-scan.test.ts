/**
 * The bounded scan of a list by date (scheduling/date-search.ts `scanByDate`, docs/decisions/0027):
 * pages of matches in the list's order, skipping candidates without a free time, and a page that
 * ends early — with a cursor to go on — once the scan limit is read.
 */
import { describe, expect, it } from 'vitest';

import { DATE_SCAN_LIMIT, scanByDate } from '../src/scheduling/date-search.ts';

/** Candidates 0 … n−1 in order; `free(i)` is candidate i's free-times count. */
function list(n: number, free: (i: number) => number) {
  const reads: number[] = [];
  return {
    reads,
    scan: (limit: number, offset = 0, from = -1) =>
      scanByDate<number>({
        limit,
        offset,
        read: async (after, size) => {
          reads.push(size);
          const start = (after ?? from) + 1;
          return Array.from(
            { length: Math.max(0, Math.min(size, n - start)) },
            (_, k) => start + k,
          );
        },
        freeTimes: free,
      }),
  };
}

describe('scanByDate', () => {
  it('pages through the matches in order, every match once, then ends', async () => {
    const { scan } = list(50, (i) => (i % 3 === 0 ? i + 1 : 0));
    const seen: number[] = [];
    let from = -1;
    for (let page = 0; page < 20; page++) {
      const result = await scan(4, 0, from);
      seen.push(...result.rows.map((r) => r.row));
      expect(result.rows.every((r) => r.freeTimes === r.row + 1)).toBe(true);
      if (result.nextCursorRow === null) break;
      expect(result.totalCapped).toBe(true);
      from = result.nextCursorRow;
    }
    expect(seen).toEqual(Array.from({ length: 17 }, (_, k) => k * 3));
  });

  it('skips `offset` matches and counts them in `total`', async () => {
    const { scan } = list(30, () => 1);
    const result = await scan(5, 10);
    expect(result.rows.map((r) => r.row)).toEqual([10, 11, 12, 13, 14]);
    expect(result.total).toBe(15);
  });

  it('stops after the scan limit with a cursor at the last candidate read', async () => {
    const { scan, reads } = list(10_000, (i) => (i === 9_000 ? 1 : 0));
    const result = await scan(24);
    expect(result.rows).toEqual([]);
    expect(result.nextCursorRow).toBe(DATE_SCAN_LIMIT - 1);
    expect(reads.reduce((a, b) => a + b, 0)).toBe(DATE_SCAN_LIMIT);
    expect(reads[0]).toBe(25);
  });

  it('ends with no cursor when the candidates run out', async () => {
    const { scan } = list(7, (i) => (i < 3 ? 2 : 0));
    const result = await scan(24);
    expect(result).toMatchObject({ nextCursorRow: null, total: 3, totalCapped: false });
  });
});
