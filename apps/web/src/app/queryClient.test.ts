import { ApiError } from '@shootbook/api-client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient';

const rateLimited = (retryAfterMs?: number) =>
  new ApiError(
    'http',
    429,
    'rate_limited',
    'Too many requests',
    undefined,
    undefined,
    retryAfterMs,
  );

afterEach(() => vi.useRealTimers());

describe("the app's QueryClient and a 429 answer", () => {
  it('asks again once the Retry-After wait is over, not before', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(rateLimited(5_000))
      .mockResolvedValueOnce('the list');
    const read = client.fetchQuery({ queryKey: ['busy'], queryFn });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toBe('the list');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('shows the failure at once when the wait is long or not given', async () => {
    for (const wait of [120_000, undefined]) {
      const client = createQueryClient();
      const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(rateLimited(wait));
      await expect(client.fetchQuery({ queryKey: ['busy'], queryFn })).rejects.toMatchObject({
        status: 429,
      });
      expect(queryFn).toHaveBeenCalledTimes(1);
    }
  });

  it('still never retries another 4xx', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiError('http', 404, 'not_found', 'No such booking'));
    await expect(client.fetchQuery({ queryKey: ['gone'], queryFn })).rejects.toMatchObject({
      status: 404,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
