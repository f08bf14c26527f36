import {
  ATTENTION_THRESHOLD_MAX_MINUTES,
  ATTENTION_THRESHOLD_NAMES,
  attentionThresholdsOf,
} from '@rider-portal/domain/attention';
import type { TAttentionThresholdName } from '@rider-portal/domain/attention';
import type { TAppContext } from '../../app-context.ts';
import { findVendorsByIds } from '../vendors/store.ts';
import { findVendorThresholds, saveVendorThresholds } from './store.ts';

export const ATTENTION_USAGE = `  attention:list [--vendor ID]            the limits (minutes) after which an order needs
                                          attention: the market's, or the vendor's own
  attention:set NAME MINUTES|default --vendor ID
                                          a vendor's own limit (${ATTENTION_THRESHOLD_NAMES.join(', ')});
                                          'default' goes back to the market's`;

function isThresholdName(name: string | undefined): name is TAttentionThresholdName {
  return (ATTENTION_THRESHOLD_NAMES as readonly (string | undefined)[]).includes(name);
}

/** `attention:list [--vendor ID]`: every limit, marking the vendor's own. */
export async function runAttentionList(ctx: TAppContext, vendorId: string | null): Promise<string> {
  const own = vendorId ? await findVendorThresholds(ctx.db, vendorId) : null;
  const limits = attentionThresholdsOf(ctx.config.country, own);
  return ATTENTION_THRESHOLD_NAMES.map(
    (name) => `${name.padEnd(28)} ${limits[name]} min${own && name in own ? ' (this vendor)' : ''}`,
  ).join('\n');
}

/** `attention:set NAME MINUTES|default --vendor ID`. Bad input throws a plain error (usage). */
export async function runAttentionSet(
  ctx: TAppContext,
  vendorId: string | null,
  args: string[],
): Promise<string> {
  const [name, value] = args;
  if (!isThresholdName(name)) {
    throw new Error(`NAME should be one of ${ATTENTION_THRESHOLD_NAMES.join(', ')}`);
  }
  const minutes = Number(value);
  const isDefault = value === 'default';
  if (
    !isDefault &&
    !(Number.isInteger(minutes) && minutes >= 0 && minutes <= ATTENTION_THRESHOLD_MAX_MINUTES)
  ) {
    throw new Error(
      `MINUTES should be a whole number from 0 to ${ATTENTION_THRESHOLD_MAX_MINUTES}, or default`,
    );
  }
  if (!vendorId)
    throw new Error("--vendor ID is needed (the market's limits are in the catalogue)");
  if ((await findVendorsByIds(ctx.db, [vendorId])).length === 0) {
    throw new Error(`No vendor ${vendorId}`);
  }
  const { [name]: _dropped, ...rest } = (await findVendorThresholds(ctx.db, vendorId)) ?? {};
  const thresholds = isDefault ? rest : { ...rest, [name]: minutes };
  await saveVendorThresholds(ctx.db, { vendorId, thresholds, at: ctx.clock.now() });
  const now = attentionThresholdsOf(ctx.config.country, thresholds)[name];
  return `${name} is ${now} min for vendor ${vendorId}${isDefault ? " (the market's)" : ''}`;
}
