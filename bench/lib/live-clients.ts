// The client side of bench/live-fanout.ts, in its own process so that the server's memory and
// event loop carry only the server's work. Driven over IPC by the benchmark; loopback only.
import WebSocket from 'ws';

type TPlanItem = { authorization: string; vendorId: string };
type TCommand =
  | { type: 'open'; base: string; plan: TPlanItem[]; batch: number }
  | { type: 'await'; key: string; count: number; timeoutMs: number }
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
/** Arrival times (epoch ms) of each event, keyed `{order_id}@{rider.updated_at}`. */
const arrivals = new Map<string, number[]>();
const waiters = new Map<string, { count: number; resolve: () => void }>();
const send = (message: unknown) => process.send?.(message);

function onMessage(raw: WebSocket.RawData): void {
  const at = now();
  const message = JSON.parse(raw.toString()) as {
    type: string;
    data?: { order_id?: string; rider?: { updated_at?: string } | null };
  };
  if (message.type !== 'order_update' || !message.data?.order_id) return;
  const key = `${message.data.order_id}@${message.data.rider?.updated_at ?? ''}`;
  const list = arrivals.get(key) ?? [];
  list.push(at);
  arrivals.set(key, list);
  const waiter = waiters.get(key);
  if (waiter && list.length >= waiter.count) {
    waiters.delete(key);
    waiter.resolve();
  }
}

function openOne(base: string, item: TPlanItem): Promise<void> {
  const url = `${base.replace('http', 'ws')}/live?authorization=${encodeURIComponent(item.authorization)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(
        JSON.stringify({ action: 'subscribeToVendor', data: { vendor_id: item.vendorId } }),
      ),
    );
    socket.on('message', function first(raw: WebSocket.RawData) {
      const message = JSON.parse(raw.toString()) as { type: string };
      if (message.type !== 'subscribe_ok') return reject(new Error(raw.toString()));
      socket.off('message', first);
      socket.on('message', onMessage);
      resolve();
    });
  });
}

process.on('message', async (command: TCommand) => {
  if (command.type === 'open') {
    const started = now();
    for (let i = 0; i < command.plan.length; i += command.batch) {
      await Promise.all(
        command.plan.slice(i, i + command.batch).map((p) => openOne(command.base, p)),
      );
    }
    send({ type: 'opened', ms: now() - started, rss: process.memoryUsage().rss });
  } else if (command.type === 'await') {
    const have = arrivals.get(command.key)?.length ?? 0;
    if (have < command.count) {
      await Promise.race([
        new Promise<void>((resolve) => waiters.set(command.key, { count: command.count, resolve })),
        new Promise<void>((resolve) => setTimeout(resolve, command.timeoutMs)),
      ]);
      waiters.delete(command.key);
    }
    send({ type: 'arrivals', key: command.key, times: arrivals.get(command.key) ?? [] });
    arrivals.delete(command.key);
  } else if (command.type === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
send({ type: 'ready' });
