import { Redis, type RedisOptions } from 'ioredis';

/**
 * BullMQ's production guide: workers need maxRetriesPerRequest null (a blocking command must wait out a Redis
 * restart rather than throw), while producers in request paths should fail fast instead of hanging a request.
 */
export function createRedisConnection(url: string, role: 'producer' | 'worker'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: false }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5000 };
  return new Redis(url, { ...options, lazyConnect: false });
}
