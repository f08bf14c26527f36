import { globalEntityId, helpPagePath } from '@rider-portal/domain/help-center';
import type { THelpCenterInitPayload } from '@rider-portal/domain/api/help';
import { isCountryCode } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findVendor } from '../vendors/store.ts';
import { signHelpCenterToken, verifyHelpCenterToken } from './token.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config' | 'secrets'>;

/**
 * GET /vendor/{id}/hc_jwt_token (001 §7): a signed-in vendor user's help-centre token. Hidden for
 * guests and the embedded GODROID mode (001 §2, §6), and while the help-center flag is off for the
 * vendor; another vendor's id answers 404 like every vendor-scoped route.
 */
export async function issueHelpCenterToken(input: {
  ctx: TCtx;
  caller: TCaller;
  vendorId: string;
}): Promise<string> {
  const { ctx, caller, vendorId } = input;
  if (caller.kind !== 'user') throw new AppError(403, 'help-center.not-available');
  await assertCanActForVendor(ctx.db, caller, vendorId);
  if (!(await isFlagOn(ctx, 'help-center', vendorId))) {
    throw new AppError(403, 'help-center.disabled');
  }
  const vendor = await findVendor(ctx.db, vendorId);
  if (!vendor) throw new AppError(404, 'error.not-found');
  const country = isCountryCode(vendor.countryCode) ? vendor.countryCode : ctx.config.country;
  return signHelpCenterToken(
    {
      sub: caller.userId,
      email: caller.email,
      // Accounts carry no person's name: the help centre greets the business.
      name: vendor.name,
      vendor_id: vendor.vendorId,
      country,
      global_entity_id: globalEntityId(ctx.config.entity, country),
    },
    { secret: ctx.secrets.helpCenterSecret, clock: ctx.clock },
  );
}

/**
 * POST /help-center/init: the built-in help-centre conditions init (001 §7), used while
 * HELP_CENTER_INIT_URL is not set. The verification token must be valid and name the same user;
 * the answer is the market's help pages in the user's language, for the help centre's frame.
 */
export async function initHelpCenter(input: {
  ctx: TCtx;
  payload: THelpCenterInitPayload;
}): Promise<{ url: string }> {
  const { ctx, payload } = input;
  const claims = await verifyHelpCenterToken(payload.verification_token, {
    secret: ctx.secrets.helpCenterSecret,
    clock: ctx.clock,
  });
  if (!claims) throw new AppError(401, 'help-center.token-invalid');
  const isSameUser =
    claims.sub === payload.user_id && claims.email.toLowerCase() === payload.email.toLowerCase();
  if (!isSameUser || payload.guest) throw new AppError(403, 'help-center.token-mismatch');
  // The signed country wins over the payload's: the pages are those of the vendor's market.
  return { url: helpPagePath(claims.country, { isEmbedded: true, language: payload.locale }) };
}
