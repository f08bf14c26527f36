import { z } from 'zod';
import { ZLanguage } from '../enum-schemas.ts';
import { ZOrderStatus } from '../statuses.ts';
import { defineEndpoint } from './endpoint.ts';

// History (001 §2, §7): the delivery receipt's page data (its PDF and the exports are files).

const ZStatusAt = z.object({ status: ZOrderStatus, created_at: z.string() });

/** GET /delivery-receipt/{orderId}: what the receipt (page and PDF) holds, worded in a language. */
export const ZReceipt = z.object({
  order_id: z.string(),
  brand: z.string(),
  vendor: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  customer: z.object({ name: z.string(), address: z.string() }),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  currency: z.string(),
  /** Minor units. */
  delivery_fee: z.number(),
  discount: z.number(),
  total: z.number(),
  vat_number: z.string().nullable(),
  payment_method: z.string(),
  status_history: z.array(ZStatusAt),
  language: ZLanguage,
  /** The same values as the PDF words them. */
  formatted: z.object({
    delivery_fee: z.string().nullable(),
    discount: z.string().nullable(),
    total: z.string().nullable(),
    created_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    payment_method: z.string(),
    status_history: z.array(
      z.object({ status: z.string(), label: z.string(), at: z.string().nullable() }),
    ),
  }),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const getDeliveryReceipt = defineEndpoint('getDeliveryReceipt', {
  params: z.object({ orderId: z.string().min(1).max(200) }),
  query: z.object({ language: ZLanguage.optional() }).strict(),
  response: { 200: z.object({ result: ZReceipt }) },
});
