/**
 * The app's Redis connection (REDIS_URL): shared limits and the realtime buses of several instances. Redis
 * is a helper, never a dependency of serving: while it is unreachable, limits count in this process and
 * pushes reach this instance's pages (issue 27 §3), and ioredis reconnects by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { BusLog } from './realtime-bus';

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
 * A connection beside the app's, subscribed to `channel`: it queues its SUBSCRIBE until connected (the
 * app's own connection fails commands instead) and subscribes again on every reconnect. It does that
 * itself, not by ioredis's autoResubscribe, which leaves the resubscription's promise without a handler:
 * a connection lost just after reconnecting rejects it, and an unhandled rejection ends the process.
 * `ready` settles once the first SUBSCRIBE has been answered (or has failed, which is logged).
 */
export function subscribeTo(
  redis: Redis,
  channel: string,
  log: BusLog,
  onMessage: (message: string) => void,
): { subscriber: Redis; ready: Promise<void> } {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, autoResubscribe: false });
  subscriber.on('error', (err) => log.warn({ err, channel }, 'Redis subscriber connection error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) onMessage(message);
  });
  let firstPending = true;
  const ready = subscriber
    .subscribe(channel)
    .then(
      () => undefined,
      // Until a reconnect subscribes again, this instance's pages only get what they open with.
      (err) => log.error({ err, channel }, 'Redis subscription failed'),
    )
    .finally(() => {
      firstPending = false;
    });
  subscriber.on('ready', () => {
    // The first connection sends the SUBSCRIBE queued above.
    if (firstPending) return;
    subscriber
      .subscribe(channel)
      .catch((err) => log.warn({ err, channel }, 'Redis resubscription failed; tried again on reconnect'));
  });
  return { subscriber, ready };
}
