import type { TAppContext } from '../../app-context.ts';
import { readOptions } from '../../platform/command-options.ts';
import { createVoucher } from './service.ts';

export const VOUCHER_USAGE = `  voucher:create CODE --type flat|percentage --amount N [--min-fee N] [--from ISO]
                  [--until ISO] [--max-uses N] [--max-uses-per-vendor N]
                                          create a voucher (flat amounts and the minimum fee in
                                          the market currency, e.g. 1.50; percentage 1-100)`;

/** npm run admin -- voucher:create … : answers what to print; throws Error with a usage message. */
export async function runVoucherCreate(ctx: TAppContext, args: readonly string[]): Promise<string> {
  const { positional, options } = readOptions(args, [
    '--type',
    '--amount',
    '--min-fee',
    '--from',
    '--until',
    '--max-uses',
    '--max-uses-per-vendor',
  ]);
  const [code] = positional;
  if (!code) throw new Error(VOUCHER_USAGE);
  const type = options.get('--type');
  const amount = options.get('--amount');
  if (!type) throw new Error('--type should be one of flat, percentage');
  if (!amount) throw new Error('--amount needs a value');
  const row = await createVoucher(ctx, {
    code,
    type,
    amount,
    minFee: options.get('--min-fee') ?? null,
    validFrom: options.get('--from') ?? null,
    validUntil: options.get('--until') ?? null,
    maxUses: options.get('--max-uses') ?? null,
    maxUsesPerVendor: options.get('--max-uses-per-vendor') ?? null,
  });
  const terms = row.type === 'percentage' ? `${row.amount}%` : `${row.amount} minor units`;
  return `voucher ${row.code} created: ${terms} off`;
}
