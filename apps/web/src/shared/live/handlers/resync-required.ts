import { orderKeys } from '../../orders/order-keys';
import type { TLiveHandlerContext } from './context';

/**
 * More was missed than the server replays (resync_required), or missed events cannot be replayed
 * after a reconnection: the order lists on screen are fetched again.
 */
export function handleResyncRequired(ctx: Pick<TLiveHandlerContext, 'queryClient'>): void {
  void ctx.queryClient.invalidateQueries({ queryKey: orderKeys.active });
  void ctx.queryClient.invalidateQueries({ queryKey: orderKeys.history });
}
