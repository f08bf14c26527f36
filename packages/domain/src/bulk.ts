import { z } from 'zod';
import { BULK_CSV_EXTENSION, BULK_FILE_EXTENSION, BULK_FILE_MAX_BYTES } from './constants.ts';

/** 001 §4 "Bulk order flow": the job statuses. */
export const BULK_JOB_STATUSES = [
  'PREPROCESS_SUCCESS',
  'ORDER_PLACEMENT_SUCCESS',
  'PREPROCESS_SUCCESS_WITH_ERROR',
  'ORDER_PLACEMENT_SUCCESS_WITH_ERROR',
  'PREPROCESS_FAIL',
  'ORDER_PLACEMENT_FAIL',
  'UNKNOWN',
] as const;
export const ZBulkJobStatus = z.enum(BULK_JOB_STATUSES);
export type TBulkJobStatus = z.infer<typeof ZBulkJobStatus>;

/** 001 §4: a bulk row's payment type; ONLINE_PAYMENT exists only here. */
export const BULK_PAYMENT_TYPES = ['PAID', 'CASH_ON_DELIVERY', 'ONLINE_PAYMENT'] as const;
export const ZBulkPaymentType = z.enum(BULK_PAYMENT_TYPES);
export type TBulkPaymentType = z.infer<typeof ZBulkPaymentType>;

/** 001 §3 "Bulk job": delivery type (instant or scheduled). */
export const BULK_DELIVERY_TYPES = ['instant', 'scheduled'] as const;
export const ZBulkDeliveryType = z.enum(BULK_DELIVERY_TYPES);
export type TBulkDeliveryType = z.infer<typeof ZBulkDeliveryType>;

/** The steps of the bulk upload screen (001 §2, §4). */
export const BULK_FLOW_STEPS = [
  'ASK_FOR_FILE',
  'UPLOADING',
  'SHOW_PREPROCESS_RESULTS',
  'WAIT_FOR_CONFIRMATION',
  'PLACE_ORDERS',
] as const;
export type TBulkFlowStep = (typeof BULK_FLOW_STEPS)[number];

/** A job whose orders may still be placed: preprocessing succeeded, at least in part. */
export const BULK_PLACEABLE_STATUSES: ReadonlySet<TBulkJobStatus> = new Set([
  'PREPROCESS_SUCCESS',
  'PREPROCESS_SUCCESS_WITH_ERROR',
]);

export type TBulkFileError = 'bulk.file-format-invalid' | 'bulk.file-too-large';

// 001 §5: bulk upload takes XLSX, at most 5 MB (5,242,880 bytes); issue 22: CSV too.
export function checkBulkFile(file: { name: string; size: number }): TBulkFileError | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith(BULK_FILE_EXTENSION) && !name.endsWith(BULK_CSV_EXTENSION))
    return 'bulk.file-format-invalid';
  if (file.size > BULK_FILE_MAX_BYTES) return 'bulk.file-too-large';
  return null;
}
