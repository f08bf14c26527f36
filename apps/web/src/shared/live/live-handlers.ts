import type { TLiveMessage } from './live-connection';
import type { TLiveHandlerContext } from './handlers/context';
import { handleBulkJobProgress } from './handlers/bulk-job-progress';
import { handleOrderUpdate } from './handlers/order-update';
import { handleResyncRequired } from './handlers/resync-required';

type THandlers = {
  [K in TLiveMessage['type']]?: (
    ctx: TLiveHandlerContext,
    message: Extract<TLiveMessage, { type: K }>,
  ) => void;
};

/** One small handler per event type; subscribe_ok, pong and errors only concern the connection. */
export const LIVE_HANDLERS: THandlers = {
  order_update: (ctx, message) => handleOrderUpdate(ctx, message.data),
  resync_required: (ctx) => handleResyncRequired(ctx),
  bulk_job_progress: (_ctx, message) => handleBulkJobProgress(message.data),
};

export function dispatchLiveMessage(ctx: TLiveHandlerContext, message: TLiveMessage): void {
  const handler = LIVE_HANDLERS[message.type] as
    ((ctx: TLiveHandlerContext, message: TLiveMessage) => void) | undefined;
  handler?.(ctx, message);
}
