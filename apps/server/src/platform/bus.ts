import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type TBusHandler = (message: unknown) => void;

/** Publish/subscribe between server instances: in-process by default, Redis when configured. */
export type TBus = {
  kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: TBusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export function createMemoryBus(): TBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish: async (channel, message) => {
      // Copy through JSON so subscribers never share a mutable object with the publisher,
      // exactly as they would not over Redis.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)));
    },
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string): Promise<TBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<TBusHandler>>();
  sub.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of set) handler(message);
  });
  return {
    kind: 'redis',
    publish: async (channel, message) => {
      await pub.publish(channel, JSON.stringify(message));
    },
    subscribe: async (channel, handler) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel);
        }
      };
    },
    close: async () => {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
