import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { paymentProviderOf } from './provider-registry.ts';
import { deleteSavedCard, findSavedCard, findWalletOfVendor } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'config' | 'secrets'>;

/**
 * DELETE /order/payment/instrument/{instrumentId} (our design): removes one of the vendor's saved
 * cards, first at the provider, so its token can never be charged again, then from the wallet.
 * Only the card's owner finds it: another vendor's card, a guest (guests keep no cards) or a card
 * of another provider answers 404. A provider that cannot be asked answers 502 and the card stays.
 */
export async function removeSavedCard(
  ctx: TCtx,
  input: { vendor: TVendorRow; cardId: string },
): Promise<{ id: string }> {
  const provider = paymentProviderOf(ctx);
  const wallet = input.vendor.isGuest
    ? null
    : await findWalletOfVendor(ctx.db, input.vendor.vendorId);
  const card = wallet ? await findSavedCard(ctx.db, wallet.walletId, input.cardId) : null;
  if (!card || card.provider !== provider.name) throw new AppError(404, 'error.not-found');
  try {
    await provider.deleteInstrument({ token: card.token });
  } catch {
    throw new AppError(502, 'error.payment.card-remove');
  }
  await deleteSavedCard(ctx.db, card.walletId, card.cardId);
  return { id: card.cardId };
}
