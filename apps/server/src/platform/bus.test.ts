import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus } from './bus.ts';
import type { TBus } from './bus.ts';
import { testRedisUrl } from '../../test/helpers/databases.ts';

const redisUrl = testRedisUrl();
const kinds: [string, () => Promise<TBus>][] = [['memory', async () => createMemoryBus()]];
if (redisUrl) kinds.push(['redis', () => createRedisBus(redisUrl)]);

function nextMessage(bus: TBus, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, (message) => resolve(message));
  });
}

describe.each(kinds)('%s bus', (_kind, open) => {
  it('delivers a message from one bus instance to another subscriber', async () => {
    const publisher = await open();
    const subscriber = _kind === 'memory' ? publisher : await open();
    const channel = `test.${Math.random()}`;
    const received = nextMessage(subscriber, channel);
    await new Promise((r) => setTimeout(r, 50));
    await publisher.publish(channel, { type: 'order_update', data: { order_id: 'V1-1' } });
    expect(await received).toEqual({ type: 'order_update', data: { order_id: 'V1-1' } });
    await publisher.close();
    if (subscriber !== publisher) await subscriber.close();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await open();
    const channel = `test.${Math.random()}`;
    const seen: unknown[] = [];
    const unsubscribe = await bus.subscribe(channel, (m) => seen.push(m));
    await bus.publish(channel, 1);
    await new Promise((r) => setTimeout(r, 100));
    await unsubscribe();
    await bus.publish(channel, 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([1]);
    await bus.close();
  });
});
