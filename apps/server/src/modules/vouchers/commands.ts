import type { TAppContext } from '../../app-context.ts';
import { createVoucher } from './service.ts';

export const VOUCHER_USAGE = `  voucher:create CODE --type flat|percentage --amount N [--min-fee N] [--from ISO]
                  [--until ISO] [--max-uses N] [--max-uses-per-vendor N]
                                          create a voucher (flat amounts and the minimum fee in
                                          the market currency, e.g. 1.50; percentage 1-100)`;

/** Reads `--name value` options; anything else is a positional argument. */
export function readOptions(
  args: readonly string[],
  names: readonly string[],
): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (!names.includes(arg)) throw new Error(`option should be one of ${names.join(', ')}`);
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
    options.set(arg, value);
    i++;
  }
  return { positional, options };
}

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
