/**
 * The app's Redis connection (REDIS_URL): shared limits and the realtime buses of several instances. Redis
 * is a helper, never a dependency of serving: while it is unreachable, limits count in this process and
 * pushes reach this instance's pages (issue 27 §3), and ioredis reconnects by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // A command sent while disconnected fails at once, so its caller falls back at once instead of
    // holding the request through reconnect attempts.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Without a listener every failed reconnect is an unhandled 'error' event; one line per outage.
  let down = false;
  redis.on('error', (err) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis unreachable: limits and pushes run in this process until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again');
  });
  return redis;
}

/**
 * A subscriber connection beside the app's: it queues its SUBSCRIBE until connected (the app's own
 * connection fails commands instead), and ioredis subscribes again after each reconnect.
 */
export const subscriberOf = (redis: Redis): Redis => redis.duplicate({ enableOfflineQueue: true });
