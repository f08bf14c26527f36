import { getMarket } from '@rider-portal/domain/markets';
import { toMinorUnits } from '@rider-portal/domain/pricing';
import { FEE_QUOTE_TTL_SECONDS } from '@rider-portal/domain/request-order';
import type { TSignedFee, TSignedVoucher } from '@rider-portal/domain/request-order';
import {
  discountedFee,
  normalizeVoucherCode,
  VOUCHER_CODE_PATTERN,
  ZVoucherType,
} from '@rider-portal/domain/vouchers';
import type { TVoucherType } from '@rider-portal/domain/vouchers';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TDb } from '../../platform/db.ts';
import { isVoucherSignatureValid, signVoucher } from '../quotes/fee-signature.ts';
import {
  countVendorRedemptions,
  findRedemptionOfOrder,
  findVoucher,
  insertVoucher,
  recordRedemption,
  releaseRedemption,
  retakeRedemption,
} from './store.ts';
import type { TVoucherRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'config' | 'secrets'>;

export type TVoucherView = { code: string; amount: number; type: TVoucherType };
export type TVoucherQuote = {
  voucher: TVoucherView;
  delivery_fee: number;
  signature: string;
  expires_at: string;
};

const unavailable = () => new AppError(422, 'voucher.error.validation.message');

function viewOf(row: TVoucherRow): TVoucherView {
  return { code: row.code, amount: row.amount, type: ZVoucherType.parse(row.type) };
}

/** Valid at that time, uses left in total and for the vendor, and the fee high enough (000 §5). */
async function isAvailable(
  db: TDb,
  row: TVoucherRow,
  input: { vendorId: string | null; at: Date; fee: number | null },
): Promise<boolean> {
  const at = input.at.getTime();
  if (row.validFrom && at < row.validFrom.getTime()) return false;
  if (row.validUntil && at > row.validUntil.getTime()) return false;
  if (row.maxUses !== null && row.uses >= row.maxUses) return false;
  if (input.fee !== null && input.fee < row.minFee) return false;
  if (input.vendorId !== null && row.maxUsesPerVendor !== null) {
    const used = await countVendorRedemptions(db, row.code, input.vendorId);
    if (used >= row.maxUsesPerVendor) return false;
  }
  return true;
}

async function availableVoucher(
  db: TDb,
  rawCode: string,
  input: { vendorId: string | null; at: Date; fee: number | null },
  opts: { isLocking?: boolean } = {},
): Promise<TVoucherRow> {
  if (!VOUCHER_CODE_PATTERN.test(rawCode.trim())) throw unavailable();
  const row = await findVoucher(db, normalizeVoucherCode(rawCode), opts);
  if (!row || !(await isAvailable(db, row, input))) throw unavailable();
  return row;
}

/** GET /voucher/{code}: the voucher's terms while it can be used now. */
export async function getVoucher(input: { ctx: TCtx; now: Date; code: string }) {
  const row = await availableVoucher(input.ctx.db, input.code, {
    vendorId: null,
    at: input.now,
    fee: null,
  });
  return {
    ...viewOf(row),
    min_fee: row.minFee,
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

/**
 * POST /voucher/validate: the discounted fee for this fee quote at the order time, signed so the
 * order can carry it. The fee quote itself is verified when the order is placed.
 */
export async function validateVoucher(input: {
  ctx: TCtx;
  now: Date;
  vendorId: string;
  code: string;
  orderTime: number | null;
  fee: Pick<TSignedFee, 'fee' | 'signature'> & { expires_at?: string | undefined };
}): Promise<TVoucherQuote> {
  const { ctx, now } = input;
  const at = input.orderTime ? new Date(input.orderTime * 1000) : now;
  const row = await availableVoucher(ctx.db, input.code, {
    vendorId: input.vendorId,
    at: at.getTime() < now.getTime() ? now : at,
    fee: input.fee.fee,
  });
  const latest = now.getTime() + FEE_QUOTE_TTL_SECONDS * 1000;
  const feeExpiry = input.fee.expires_at ? Date.parse(input.fee.expires_at) : latest;
  const expiresAt = new Date(Math.min(latest, Number.isFinite(feeExpiry) ? feeExpiry : latest));
  const discounted = discountedFee(input.fee.fee, { type: viewOf(row).type, amount: row.amount });
  const signature = signVoucher(ctx.secrets.feeSecret, {
    vendorId: input.vendorId,
    code: row.code,
    discountedFee: discounted,
    feeSignature: input.fee.signature,
    expiresAt: expiresAt.toISOString(),
  });
  return {
    voucher: viewOf(row),
    delivery_fee: discounted,
    signature,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Inside the order's transaction: checks the signed voucher against the verified fee quote, takes
 * one use (total and per-vendor limits hold under concurrency: the voucher row is locked) and
 * answers what the order records.
 */
export async function redeemVoucher(input: {
  ctx: TCtx;
  tx: TDb;
  now: Date;
  vendorId: string;
  orderId: string;
  orderTime: Date;
  fee: TSignedFee;
  voucher: TSignedVoucher;
}): Promise<{ voucher: TVoucherView; discountedFee: number; signature: string }> {
  const { ctx, tx, voucher } = input;
  const code = normalizeVoucherCode(voucher.code);
  const isSigned = isVoucherSignatureValid(
    ctx.secrets.feeSecret,
    {
      vendorId: input.vendorId,
      code,
      discountedFee: voucher.discounted_delivery_fee,
      feeSignature: input.fee.signature,
      expiresAt: voucher.expires_at,
    },
    voucher.signature,
    input.now,
  );
  if (!isSigned) throw new AppError(409, 'error.fee.changed');
  const row = await availableVoucher(
    tx,
    code,
    { vendorId: input.vendorId, at: input.orderTime, fee: input.fee.fee },
    { isLocking: true },
  );
  const view = viewOf(row);
  if (discountedFee(input.fee.fee, view) !== voucher.discounted_delivery_fee) {
    throw new AppError(409, 'error.fee.changed');
  }
  await recordRedemption(tx, {
    code,
    vendorId: input.vendorId,
    orderId: input.orderId,
    at: input.now,
  });
  return {
    voucher: view,
    discountedFee: voucher.discounted_delivery_fee,
    signature: voucher.signature,
  };
}

/**
 * Inside the transaction that moves the order to PAYMENT_FAILED or PAYMENT_CANCELLED (orders/
 * lifecycle.ts): the use the order took goes back, once, so the customer can use the code again.
 * The voucher row is locked first, in the order redeeming locks (voucher, then redemption).
 */
export async function releaseOrderVoucher(
  tx: TDb,
  input: { orderId: string; at: Date },
): Promise<boolean> {
  const redemption = await findRedemptionOfOrder(tx, input.orderId);
  if (!redemption || redemption.releasedAt !== null) return false;
  await findVoucher(tx, redemption.code, { isLocking: true });
  return releaseRedemption(tx, { id: redemption.id, code: redemption.code, at: input.at });
}

/** What the voucher rules read of an order (the orders module's row has these and more). */
export type TVoucherOrder = {
  orderId: string;
  vendorId: string;
  voucher: unknown;
  preorderedFor: Date | null;
  deliveryFee: number;
};

/**
 * Before an unpaid card order is paid again (another card): takes back the voucher use its failed
 * payment gave back, with the same limits as the first time (validity at the order time, total
 * and per-vendor uses, minimum fee). 422 voucher.error.validation.message when it is no longer
 * available; nothing to do when the order kept its use or had no voucher.
 */
export async function retakeOrderVoucher(
  ctx: Pick<TAppContext, 'db'>,
  input: { order: TVoucherOrder; now: Date },
): Promise<void> {
  const { order } = input;
  if (!order.voucher) return;
  const redemption = await findRedemptionOfOrder(ctx.db, order.orderId);
  if (!redemption || redemption.releasedAt === null) return;
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as TDb;
    await availableVoucher(
      tx,
      redemption.code,
      { vendorId: order.vendorId, at: order.preorderedFor ?? input.now, fee: order.deliveryFee },
      { isLocking: true },
    );
    await retakeRedemption(tx, { id: redemption.id, code: redemption.code });
  });
}

/** Operator command input: amounts in the market currency's major units, as an operator types them. */
export type TCreateVoucherInput = {
  code: string;
  type: string;
  amount: string;
  minFee: string | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: string | null;
  maxUsesPerVendor: string | null;
};

function positiveInt(value: string | null, name: string): number | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} should be one of 1, 2, 3, …`);
  return n;
}

function instant(value: string | null, name: string): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  if (!Number.isFinite(date.getTime())) throw new Error(`${name} should be one of ISO dates`);
  return date;
}

/** npm run admin -- voucher:create (validity dates, total and per-vendor limits, minimum fee). */
export async function createVoucher(
  ctx: TCtx & Pick<TAppContext, 'clock'>,
  input: TCreateVoucherInput,
) {
  if (!VOUCHER_CODE_PATTERN.test(input.code)) {
    throw new Error('CODE should be one of 3 to 40 letters, digits, - or _');
  }
  const type = ZVoucherType.safeParse(input.type);
  if (!type.success) throw new Error('--type should be one of flat, percentage');
  const market = getMarket(ctx.config.country);
  const rawAmount = Number(input.amount);
  const isPercentage = type.data === 'percentage';
  const isAmountValid = isPercentage
    ? Number.isInteger(rawAmount) && rawAmount >= 1 && rawAmount <= 100
    : Number.isFinite(rawAmount) && rawAmount > 0;
  if (!isAmountValid) {
    throw new Error(
      isPercentage
        ? '--amount should be one of 1-100 (percent)'
        : `--amount should be one of amounts in ${market.currency} above 0`,
    );
  }
  const minFee = input.minFee === null ? 0 : Number(input.minFee);
  if (!Number.isFinite(minFee) || minFee < 0) {
    throw new Error(`--min-fee should be one of amounts in ${market.currency} from 0`);
  }
  const row = await insertVoucher(ctx.db, {
    code: normalizeVoucherCode(input.code),
    type: type.data,
    amount: isPercentage ? rawAmount : toMinorUnits(rawAmount, market.currencyMinorUnits),
    minFee: toMinorUnits(minFee, market.currencyMinorUnits),
    validFrom: instant(input.validFrom, '--from'),
    validUntil: instant(input.validUntil, '--until'),
    maxUses: positiveInt(input.maxUses, '--max-uses'),
    maxUsesPerVendor: positiveInt(input.maxUsesPerVendor, '--max-uses-per-vendor'),
    createdAt: ctx.clock.now(),
  });
  if (!row) throw new Error(`voucher ${normalizeVoucherCode(input.code)} exists already`);
  return row;
}
