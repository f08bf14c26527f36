import type { TApiClientView } from '@rider-portal/domain/api/integrations';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TCaller } from '../auth/caller.ts';
import { findVendorForCaller } from '../access/vendors.ts';
import { ApiClientInputError } from './clients.ts';
import { presentApiClient } from './portal-presenter.ts';
import { findVendorClients } from './store.ts';

type TCtx = Pick<TAppContext, 'db'>;

/**
 * Who may manage a vendor's integrations: a signed-in user who may act for it (a parent's users
 * for the brand and its outlets, an outlet's owner for the outlet). Guests and embedded tools
 * 403; another vendor 404, never its data.
 */
export async function assertCanManageIntegrations(
  ctx: TCtx,
  caller: TCaller,
  vendorId: string,
): Promise<{ isOutlet: boolean }> {
  if (caller.kind !== 'user') throw new AppError(403, ERROR_KEYS.forbidden);
  const vendor = await findVendorForCaller(ctx.db, caller, vendorId);
  if (vendor.isGuest) throw new AppError(403, ERROR_KEYS.forbidden);
  return { isOutlet: vendor.parentVendorId !== null };
}

/** A refusal of the API clients' use cases, in the envelope the screen translates. */
export async function answeringInputErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiClientInputError) {
      throw new AppError(error.status, error.translationKey);
    }
    throw error;
  }
}

/** The vendor's clients as the screen shows them, newest first. */
export async function listApiClientViews(ctx: TCtx, vendorId: string): Promise<TApiClientView[]> {
  return (await findVendorClients(ctx.db, vendorId)).map(({ client, keys }) =>
    presentApiClient(client, keys),
  );
}

/** One client of the vendor as the screen shows it; 404 for another vendor's. */
export async function getApiClientView(
  ctx: TCtx,
  vendorId: string,
  clientId: string,
): Promise<TApiClientView> {
  const [found] = await findVendorClients(ctx.db, vendorId, clientId);
  if (!found) throw new AppError(404, ERROR_KEYS.notFound);
  return presentApiClient(found.client, found.keys);
}
