import type { Redis } from 'ioredis';
import { subscribeTo } from './redis';

/**
 * The realtime bus (DESIGN §1, §3): "these members' unread counts changed", delivered to every instance
 * so each can push to the pages it holds open (ADR 11). In-process for one instance; Redis pub/sub when
 * REDIS_URL is set, so a like handled by one instance reaches a stream held by another.
 */
export interface RealtimeBus {
  /** Announces a change to every instance, this one included. */
  publish(userIds: readonly number[]): void;
  /** Registers the handler for changes announced by any instance. */
  onChange(handler: (userIds: number[]) => void): void;
  /** Stops receiving (the Redis subscriber connection is closed). */
  close(): Promise<void>;
}

/** What the bus logs through: the app's logger, or the console in a command-line tool. */
export interface BusLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The Redis channel of count changes; tests give each run its own. */
export const NOTICE_CHANNEL = 'yanshe:notice-changes';

/** The handlers of one instance; the buses differ only in how a change reaches them. */
abstract class HandlerList {
  private readonly handlers: ((userIds: number[]) => void)[] = [];

  onChange(handler: (userIds: number[]) => void): void {
    this.handlers.push(handler);
  }

  protected deliver(userIds: number[]): void {
    for (const h of this.handlers) h(userIds);
  }
}

/** One process: publishing calls the handlers at once. */
export class LocalBus extends HandlerList implements RealtimeBus {
  publish(userIds: readonly number[]): void {
    this.deliver([...userIds]);
  }

  async close(): Promise<void> {}
}

/**
 * Several instances: changes go through one Redis channel. A subscribed connection can issue no other
 * command, so the bus subscribes on its own duplicate of the app's connection and publishes on the app's.
 */
export class RedisBus extends HandlerList implements RealtimeBus {
  private readonly subscriber: Redis;
  /** Settles once the subscription is in place (publishes before it are not received here). */
  readonly ready: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly log: BusLog,
    private readonly channel = NOTICE_CHANNEL,
  ) {
    super();
    ({ subscriber: this.subscriber, ready: this.ready } = subscribeTo(redis, channel, log, (message) => {
      const ids = parseIds(message);
      if (ids) this.deliver(ids);
      else this.log.warn({ message }, 'ignored a malformed realtime message');
    }));
  }

  publish(userIds: readonly number[]): void {
    if (userIds.length === 0) return;
    this.redis.publish(this.channel, JSON.stringify(userIds)).catch((err) => {
      // Redis is unreachable: at least this instance's pages hear of it.
      this.log.warn({ err }, 'realtime publish failed; delivering locally only');
      this.deliver([...userIds]);
    });
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}

function parseIds(message: string): number[] | null {
  try {
    const value: unknown = JSON.parse(message);
    return Array.isArray(value) && value.every((v) => Number.isSafeInteger(v)) ? (value as number[]) : null;
  } catch {
    return null;
  }
}

export const createRealtimeBus = (log: BusLog, redis?: Redis): RealtimeBus =>
  redis ? new RedisBus(redis, log) : new LocalBus();

/**
 * A bus of ready-made messages on one channel (the newest-post tool's "a post went public", issue 17):
 * the publishing instance serialises once, and every instance hands the same string to its streams.
 * Kept beside RealtimeBus rather than folded into it, so the notice counts' channel and payload stay as
 * ADR 11 describes them.
 */
export interface MessageBus {
  /** Sends a message to every instance, this one included. */
  publish(message: string): void;
  /** Registers the handler of messages from any instance. */
  onMessage(handler: (message: string) => void): void;
  /** Settles once the bus receives (at once for the local bus). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The Redis channel of posts that became public (the newest-post tool). */
export const NEWEST_CHANNEL = 'yanshe:newest-posts';

abstract class MessageHandlers {
  private readonly handlers: ((message: string) => void)[] = [];

  onMessage(handler: (message: string) => void): void {
    this.handlers.push(handler);
  }

  protected deliver(message: string): void {
    for (const h of this.handlers) h(message);
  }
}

export class LocalMessageBus extends MessageHandlers implements MessageBus {
  readonly ready = Promise.resolve();

  publish(message: string): void {
    this.deliver(message);
  }

  async close(): Promise<void> {}
}

/** Like RedisBus: subscribes on its own duplicate connection, publishes on the app's. */
export class RedisMessageBus extends MessageHandlers implements MessageBus {
  private readonly subscriber: Redis;
  readonly ready: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly log: BusLog,
    private readonly channel: string,
  ) {
    super();
    ({ subscriber: this.subscriber, ready: this.ready } = subscribeTo(redis, channel, log, (message) =>
      this.deliver(message),
    ));
  }

  publish(message: string): void {
    this.redis.publish(this.channel, message).catch((err) => {
      // Redis is unreachable: at least this instance's streams hear of it; the others' pages poll.
      this.log.warn({ err, channel: this.channel }, 'message bus publish failed; delivering locally only');
      this.deliver(message);
    });
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }
}

export const createMessageBus = (log: BusLog, channel: string, redis?: Redis): MessageBus =>
  redis ? new RedisMessageBus(redis, log, channel) : new LocalMessageBus();
