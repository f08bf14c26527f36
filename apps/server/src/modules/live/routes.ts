import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  ZLiveClientMessage,
  type TLiveClientMessage,
  type TLiveEvent,
  type TLiveMessage,
} from '@rider-portal/domain/api/live';
import type { TAppContext } from '../../app-context.ts';
import type { TCaller } from '../auth/caller.ts';
import { canActForVendor } from '../access/vendors.ts';
import { findOutletIds } from '../vendors/store.ts';
import { findEventsAfter } from './store.ts';
import { vendorChannel } from './publish.ts';
import { firstUnstorableField } from '../../http/input-guard.ts';

export type TResolveCaller = (authorization: string | undefined) => Promise<TCaller | null>;

/** How many missed events one resume may replay; beyond that the client refetches. */
export const MAX_REPLAY = 500;
const PING_INTERVAL_MS = 30_000;

function send(socket: WebSocket, message: TLiveMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The bus hands one message object to every socket subscribed on this instance: it is encoded
 * once, not once per socket (a burst reaches thousands of sockets).
 */
const encodedEvents = new WeakMap<object, Buffer>();
function sendEvent(socket: WebSocket, event: TLiveEvent): void {
  if (socket.readyState !== socket.OPEN) return;
  let encoded = encodedEvents.get(event);
  if (!encoded) {
    encoded = Buffer.from(JSON.stringify(event));
    encodedEvents.set(event, encoded);
  }
  socket.send(encoded, { binary: false });
}

/**
 * The live channel (ARCHITECTURE "The live channel", 001 §4 "Real-time updates"): authorised by
 * the `authorization` query value, one vendor subscription at a time (and its outlets when asked),
 * only for vendors the caller may act for. Every instance listens on the bus and delivers to its
 * own sockets.
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  resolveCaller: TResolveCaller,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.get('/live', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const authorization = typeof query.authorization === 'string' ? query.authorization : undefined;
    // Listen before anything is awaited: a client may send its subscription right after opening.
    const callerReady = resolveCaller(authorization).catch(() => null);
    void callerReady.then((caller) => {
      if (caller) return;
      send(socket, { type: 'error', data: { translation_key: 'error.unauthorized' } });
      socket.close(4401, 'unauthorized');
    });
    let unsubscribers: (() => Promise<void>)[] = [];
    const unsubscribeAll = async () => {
      const current = unsubscribers;
      unsubscribers = [];
      await Promise.all(current.map((u) => u()));
    };
    const ping = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('close', () => {
      clearInterval(ping);
      void unsubscribeAll();
    });

    socket.on('message', (raw: Buffer) => {
      void handle(raw).catch((error: unknown) => {
        request.log.error({ err: error }, 'live message failed');
        send(socket, { type: 'error', data: { translation_key: 'error.internal' } });
      });
    });

    const handle = async (raw: Buffer) => {
      const caller = await callerReady;
      if (!caller) return;
      let parsed: TLiveClientMessage;
      try {
        const message: unknown = JSON.parse(raw.toString('utf8'));
        // The same rule as every HTTP input: no text a database cannot store.
        if (firstUnstorableField(message, '') !== null) throw new Error('unstorable');
        const result = ZLiveClientMessage.safeParse(message);
        if (!result.success) throw new Error('invalid');
        parsed = result.data;
      } catch {
        send(socket, { type: 'error', data: { translation_key: 'error.validation' } });
        return;
      }
      if (parsed.action === 'ping') {
        send(socket, { type: 'pong' });
        return;
      }
      const {
        vendor_id: vendorId,
        include_outlets: isIncludingOutlets,
        after_seq: afterSeq,
      } = parsed.data;
      if (!(await canActForVendor(ctx.db, caller, vendorId))) {
        send(socket, {
          type: 'subscribe_error',
          data: { vendor_id: vendorId, translation_key: 'error.not-found' },
        });
        return;
      }
      const vendorIds = [vendorId];
      if (isIncludingOutlets) {
        vendorIds.push(...(await findOutletIds(ctx.db, vendorId)));
      }
      // A new subscription replaces the previous one (the client resubscribes on vendor change).
      await unsubscribeAll();
      for (const id of vendorIds) {
        unsubscribers.push(
          await ctx.bus.subscribe(vendorChannel(id), (event) =>
            // What publishLiveEvent put on the bus, as it put it.
            sendEvent(socket, event as TLiveEvent),
          ),
        );
      }
      send(socket, { type: 'subscribe_ok', data: { vendor_id: vendorId, vendor_ids: vendorIds } });
      for (const id of vendorIds) {
        const after = afterSeq?.[id];
        if (after === undefined) continue;
        const missed = await findEventsAfter(ctx.db, {
          vendorId: id,
          after,
          limit: MAX_REPLAY + 1,
        });
        if (missed.length > MAX_REPLAY) {
          send(socket, { type: 'resync_required', data: { vendor_id: id } });
          continue;
        }
        // Recorded by recordLiveEvent as the event it published.
        for (const event of missed) send(socket, event.payload as TLiveEvent);
      }
    };
  });
}
