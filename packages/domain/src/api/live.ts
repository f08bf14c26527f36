import { z } from 'zod';
import { BULK_JOB_PROGRESS_EVENT, ZBulkJobSummary } from '../bulk-job.ts';
import { ZOrderView } from '../order-view.ts';

// The live channel (ARCHITECTURE "The live channel", 001 §4 "Real-time updates"): what
// the client sends, and every message the server sends, as one discriminated union. The server's
// publish functions take these types; the web's live client reads the inferred union.

/** What a client sends: subscribe to a vendor (and its outlets), or keep the socket alive. */
export const ZLiveClientMessage = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('subscribeToVendor'),
    data: z.object({
      vendor_id: z.string().min(1).max(100),
      include_outlets: z.boolean().optional(),
      /** Last sequence number seen per vendor: missed events are replayed. */
      after_seq: z.record(z.string(), z.number().int().min(0)).optional(),
    }),
  }),
  z.object({ action: z.literal('ping') }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

/** An order changed: recorded with the vendor's next sequence number, so it can be replayed. */
export const ZOrderUpdateEvent = z.object({
  type: z.literal('order_update'),
  seq: z.number().int(),
  vendor_id: z.string(),
  data: ZOrderView,
});
export type TOrderUpdateEvent = z.infer<typeof ZOrderUpdateEvent>;

/** A bulk job moved on: a courtesy (the screens also poll the job), never recorded. */
export const ZBulkJobProgressEvent = z.object({
  type: z.literal(BULK_JOB_PROGRESS_EVENT),
  vendor_id: z.string(),
  data: ZBulkJobSummary,
});
export type TBulkJobProgressEvent = z.infer<typeof ZBulkJobProgressEvent>;

/** What a vendor's channel carries from any server instance to the subscribed sockets. */
export const ZLiveEvent = z.discriminatedUnion('type', [ZOrderUpdateEvent, ZBulkJobProgressEvent]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

/** Every message the server sends on the socket. */
export const ZLiveMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe_ok'),
    data: z.object({ vendor_id: z.string(), vendor_ids: z.array(z.string()) }),
  }),
  z.object({
    type: z.literal('subscribe_error'),
    data: z.object({ vendor_id: z.string(), translation_key: z.string() }),
  }),
  ZOrderUpdateEvent,
  z.object({ type: z.literal('resync_required'), data: z.object({ vendor_id: z.string() }) }),
  ZBulkJobProgressEvent,
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), data: z.object({ translation_key: z.string() }) }),
]);
export type TLiveMessage = z.infer<typeof ZLiveMessage>;
