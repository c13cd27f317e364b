// Events between API processes: a change made through one process (a console edit) reaches the
// others at once, so each can drop what it cached. In process by default; with REDIS_URL, over
// Redis pub/sub on one channel, through a subscriber connection of its own (a subscribed Redis
// connection can do nothing else). Delivery is best effort: a process that was cut off from Redis
// misses what was said meanwhile, which is why the caches keep their short lifetime as a floor.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Every event and its payload. Names are `<subject>.<what happened>`. */
export interface EventMap {
  /** A brand's catalogue changed (brand settings, games, their texts or artwork). */
  'catalogue.changed': { brandId: string };
  /** Staff answered an inquiry of this player account (for a push to the player, some day). */
  'inquiry.replied': { accountId: number; inquiryId: number };
}

export type EventName = keyof EventMap;
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

export interface EventLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EventBus {
  /**
   * Runs this process's handlers at once (so the process that made a change is fresh when it
   * answers), then tells every other process. Never throws: a change is made even if the news of
   * it cannot travel.
   */
  publish<K extends EventName>(name: K, payload: EventMap[K]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  /** Resolves once events of other processes are being received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const KNOWN: ReadonlySet<string> = new Set<EventName>(['catalogue.changed', 'inquiry.replied']);

const silent: EventLog = { warn() {}, error() {} };

function localHandlers(log: EventLog) {
  const handlers = new Map<EventName, Set<(payload: never) => void>>();
  return {
    subscribe<K extends EventName>(name: K, handler: EventHandler<K>) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as (payload: never) => void);
      return () => void set.delete(handler as (payload: never) => void);
    },
    deliver(name: EventName, payload: unknown) {
      for (const handler of handlers.get(name) ?? []) {
        // One failing handler must not keep the others from hearing the news.
        try {
          handler(payload as never);
        } catch (err) {
          log.error({ err, event: name }, 'event handler failed');
        }
      }
    },
  };
}

/** The bus of a single process: handlers run at once, nothing leaves the process. */
export function memoryEventBus(options: { log?: EventLog } = {}): EventBus {
  const local = localHandlers(options.log ?? silent);
  return {
    async publish(name, payload) {
      local.deliver(name, payload);
    },
    subscribe: local.subscribe,
    ready: () => Promise.resolve(),
    async close() {},
  };
}

/**
 * The bus shared by every process on one Redis: publishes with `redis` (the connection the
 * process already has) and listens on a duplicate of it. Messages carry the publishing bus's id,
 * so a process does not handle its own events twice.
 */
export function redisEventBus(redis: Redis, options: { channel?: string; log?: EventLog } = {}): EventBus {
  const channel = options.channel ?? 'gh:events';
  const log = options.log ?? silent;
  const origin = randomUUID();
  const local = localHandlers(log);
  const subscriber = redis.duplicate();
  subscriber.on('error', (err: unknown) => log.warn({ err }, 'events: Redis subscriber connection'));
  // ioredis subscribes again by itself after a reconnection, but only to channels it had
  // subscribed to: if Redis was away when the process started, try again each time it is back.
  let listening = false;
  let asking = false;
  let markReady!: () => void;
  const subscribed = new Promise<void>((resolve) => (markReady = resolve));
  const listen = () => {
    if (listening || asking) return;
    asking = true;
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        asking = false;
        markReady();
      },
      (err: unknown) => {
        asking = false;
        log.error({ err, channel }, 'events: could not subscribe; trying again when Redis is back');
      },
    );
  };
  listen();
  subscriber.on('ready', listen);

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let event: { origin?: unknown; name?: unknown; payload?: unknown };
    try {
      event = JSON.parse(message) as typeof event;
    } catch {
      log.warn({ channel }, 'events: a message that is not JSON was ignored');
      return;
    }
    if (event.origin === origin) return;
    // During a rolling deploy a newer process may speak of events this one does not know.
    if (
      typeof event.name !== 'string' ||
      !KNOWN.has(event.name) ||
      typeof event.payload !== 'object' ||
      event.payload === null
    )
      return;
    local.deliver(event.name as EventName, event.payload);
  });

  return {
    async publish(name, payload) {
      local.deliver(name, payload);
      try {
        await redis.publish(channel, JSON.stringify({ origin, name, payload }));
      } catch (err) {
        log.error({ err, event: name }, 'events: could not publish; other processes catch up when their caches expire');
      }
    },
    subscribe: local.subscribe,
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
    },
  };
}
