// Tracking screens for bench/soak.ts: WebSocket clients on /live, each signed in as its vendor's
// owner and subscribed to it, open for the whole run, counting what they receive. A socket that
// closes before the benchmark closes it is a drop. Loopback only.
import WebSocket from 'ws';

export type TWatcherPlan = { base: string; authorization: string; vendorId: string };

export function createLiveWatchers(onProblem: (what: string, detail: string) => void) {
  const sockets: WebSocket[] = [];
  const received = new Map<string, number>();
  const receivedPerInstance = new Map<string, number>();
  let isClosing = false;

  function openOne(plan: TWatcherPlan): Promise<void> {
    const url = `${plan.base.replace('http', 'ws')}/live?authorization=${encodeURIComponent(plan.authorization)}`;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(socket);
      let isSubscribed = false;
      socket.once('open', () =>
        socket.send(
          JSON.stringify({ action: 'subscribeToVendor', data: { vendor_id: plan.vendorId } }),
        ),
      );
      socket.on('message', (raw: WebSocket.RawData) => {
        const message = JSON.parse(raw.toString()) as { type: string };
        if (!isSubscribed) {
          if (message.type !== 'subscribe_ok') return reject(new Error(raw.toString()));
          isSubscribed = true;
          return resolve();
        }
        received.set(message.type, (received.get(message.type) ?? 0) + 1);
        receivedPerInstance.set(plan.base, (receivedPerInstance.get(plan.base) ?? 0) + 1);
        if (message.type === 'error' || message.type === 'resync_required')
          onProblem(`live message ${message.type}`, raw.toString());
      });
      socket.on('error', (error) => {
        if (!isSubscribed) reject(error);
        else if (!isClosing) onProblem('live socket error', String(error));
      });
      socket.on('close', (code, reason) => {
        if (!isSubscribed) reject(new Error(`closed before subscribing: ${code}`));
        else if (!isClosing)
          onProblem('live socket drop', `${plan.base} ${code} ${reason.toString()}`);
      });
    });
  }

  return {
    /** Opens the sockets ten at a time; rejects if one cannot subscribe. */
    open: async (plans: TWatcherPlan[]): Promise<void> => {
      for (let i = 0; i < plans.length; i += 10)
        await Promise.all(plans.slice(i, i + 10).map(openOne));
    },
    openCount: () => sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
    received: () => Object.fromEntries(received),
    receivedPerInstance: () => Object.fromEntries(receivedPerInstance),
    total: () => [...received.values()].reduce((sum, n) => sum + n, 0),
    close: (): void => {
      isClosing = true;
      for (const socket of sockets) socket.terminate();
    },
  };
}
