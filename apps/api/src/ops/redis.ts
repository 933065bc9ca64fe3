/**
 * The Redis connection a replica shares with the others (`REDIS_URL`): rate-limit counters today,
 * live-event fan-out as it grows. One connection per server, closed with it.
 */
import { Redis } from 'ioredis';

/**
 * Connects to `url`, failing fast instead of queueing commands while Redis is away: a request
 * must not hang on it.
 * @throws when Redis does not answer within 2 s at start.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  await redis.connect();
  return redis;
}
