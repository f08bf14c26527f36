import type { TFeeQuote, TVoucherQuote } from '@rider-portal/domain/api/request';
import { apiClient } from '../../../shared/api/client';

/** POST /voucher/validate answer: the discounted fee, signed for the fee quote it discounts. */
export type { TVoucherQuote, TVoucherView } from '@rider-portal/domain/api/request';

/** POST /voucher/validate (000 §7). A code that cannot be used fails with its translation key. */
export async function validateVoucher(input: {
  vendorId: string;
  code: string;
  quote: TFeeQuote;
  /** Unix seconds of a pre-order; null for now. */
  orderTime: number | null;
}): Promise<TVoucherQuote> {
  return (
    await apiClient.call('validateVoucher', {
      body: {
        code: input.code,
        vendor_id: input.vendorId,
        order: {
          delivery_fee: input.quote.fee,
          signature: input.quote.signature,
          expires_at: input.quote.expires_at,
          order_time: input.orderTime,
        },
      },
    })
  ).result;
}
