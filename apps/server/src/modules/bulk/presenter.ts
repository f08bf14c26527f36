import type { TBulkJobStatus } from '@rider-portal/domain/bulk';
import type {
  TBulkJobRow,
  TBulkJobStage,
  TBulkJobSummary,
  TBulkRowStatus,
} from '@rider-portal/domain/bulk-job';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { amountMinorOf, dateOf, deliveryTypeOf, paymentTypeOf, textOf } from './rows.ts';
import type { TBulkCells } from './rows.ts';
import type { TBulkJobRecord, TBulkJobRowRecord } from './store.ts';

/** The fields of a job that leave the server (001 §3 "Bulk job"). */
export function presentJobSummary(job: TBulkJobRecord): TBulkJobSummary {
  return {
    bulk_job_id: job.id,
    vendor_id: job.vendorId,
    status: job.status as TBulkJobStatus,
    stage: job.stage as TBulkJobStage,
    file_name: job.fileName,
    created_by: job.createdBy,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    error: job.error,
    error_params: job.errorParams ?? null,
    sheet_name: job.sheetName,
    total_rows: job.totalRows,
    processed_rows: job.processedRows,
    success_row_count: job.validRows,
    error_row_count: job.invalidRows,
    orders_to_be_placed: job.validRows,
    orders_placed: job.placedRows,
    placement_error_count: job.failedRows,
    errors: job.invalidRows + job.failedRows,
    attempt: job.attempt,
    total_fee: job.totalFee,
    currency: job.currency,
    metadata: { bulk_job_id: job.id, success_row_count: job.validRows },
  };
}

function payloadText(payload: Record<string, unknown> | null, key: string): string | null {
  const value = payload?.[key];
  return typeof value === 'string' ? value : null;
}

/** One row as the preview and the job detail show it. */
export function presentRow(
  row: TBulkJobRowRecord,
  input: { currency: string; country: TCountryCode },
): TBulkJobRow {
  const cells = row.cells as TBulkCells;
  const payload = row.payload;
  const amount = payload?.orderAmount;
  const preorderedFor = payload?.preordered_for;
  const cellAmount = amountMinorOf(cells.order_amount, input.country);
  return {
    row_number: row.rowNumber,
    row_id: `${row.jobId}-${row.rowNumber}`,
    status: row.status as TBulkRowStatus,
    error: row.error,
    error_params: row.errorParams ?? null,
    error_column: row.errorColumn,
    warning: row.warning,
    probable_duplicate_of: row.duplicateOrderId,
    fee: row.fee,
    currency: input.currency,
    customer_name: payloadText(payload, 'destinationName') ?? textOf(cells.customer_name),
    customer_phone: payloadText(payload, 'destinationPhoneNumber') ?? textOf(cells.customer_phone),
    dropoff_address:
      payloadText(payload, 'destinationTextAddress') ?? textOf(cells.dropoff_address),
    payment_method: paymentTypeOf(cells.payment_type),
    delivery_type: deliveryTypeOf(cells.delivery_type, dateOf(cells.scheduled_date) !== null),
    scheduled_for:
      typeof preorderedFor === 'number' ? new Date(preorderedFor * 1000).toISOString() : null,
    order_amount:
      typeof amount === 'number'
        ? amount
        : cellAmount === null || Number.isNaN(cellAmount)
          ? null
          : cellAmount,
    description: payloadText(payload, 'orderDescription') ?? textOf(cells.description),
    order_id: row.orderId,
    cells: row.cells,
  };
}
