import { z } from 'zod';
import { ZBulkJobDetail, ZBulkJobRow, ZBulkJobSummary } from '../bulk-job.ts';
import { ZLanguage } from '../enum-schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { VENDOR_SCOPED_ERRORS, ZErrorEnvelope } from './errors.ts';

// Bulk orders (001 §5, §7): the answers carry { code: 200, body }.

const ZVendorId = z.string().trim().min(1).max(100);
const ZJobId = z.string().trim().min(1).max(100);

const envelope = <T extends z.ZodType>(body: T) => z.object({ code: z.literal(200), body });

/** Issue 22: the multipart field allow_duplicate ("true" goes on with a file uploaded before). */
export const ZAllowDuplicate = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Issue 22: 409 bulk.duplicate-file, the same file uploaded by the vendor in the last
 * BULK_DUPLICATE_FILE_DAYS days: the earlier job, when it was uploaded, the orders placed from it.
 */
export const ZBulkDuplicateFile = ZErrorEnvelope.extend({
  meta: z.looseObject({
    translation_key: z.literal('bulk.duplicate-file'),
    bulk_job_id: z.string(),
    created_at: z.string(),
    orders_placed: z.number().int(),
  }),
});
export type TBulkDuplicateFile = z.infer<typeof ZBulkDuplicateFile>;

/** The upload is multipart (file, vendor, allow_duplicate), read by the route itself. */
export const createBulkJob = defineEndpoint('createBulkJob', {
  response: { 200: envelope(ZBulkJobDetail), 409: ZErrorEnvelope },
});

export const placeBulkOrders = defineEndpoint('placeBulkOrders', {
  params: z.object({ bulkJobId: ZJobId }).strict(),
  response: { 200: envelope(z.literal('success')) },
});

export const getBulkJobs = defineEndpoint('getBulkJobs', {
  params: z.object({ vendorId: ZVendorId }).strict(),
  response: { 200: envelope(z.array(ZBulkJobSummary)) },
});

export const getBulkJob = defineEndpoint('getBulkJob', {
  params: z.object({ vendorId: ZVendorId, jobId: ZJobId }).strict(),
  query: z.object({ include_rows: z.enum(['true', 'false']).optional() }).strict(),
  response: { 200: envelope(ZBulkJobDetail) },
});

/** Issue 22: the longest text a field of a fixed row may have (a spreadsheet cell's is 32,767). */
export const BULK_ROW_FIELD_MAX_CHARS = 1000;
/** Issue 22: the highest row number a fix may name (a sheet has at most BULK_FILE_LIMITS.rows). */
const BULK_ROW_NUMBER_MAX = 1_048_576;

const ZRowText = z.string().max(BULK_ROW_FIELD_MAX_CHARS);
const ZRowNumberCell = z.union([z.number().finite(), ZRowText]).nullable();

/**
 * Issue 22, fix a row in place: the row's fields as the template's columns hold them (text as
 * typed, numbers for coordinates and the amount), checked by the server with the same rules as the
 * file's rows. A column left out is empty.
 */
export const ZBulkRowFields = z
  .object({
    customer_name: ZRowText,
    customer_phone: ZRowText,
    dropoff_address: ZRowText,
    latitude: ZRowNumberCell,
    longitude: ZRowNumberCell,
    unit: ZRowText,
    building: ZRowText,
    notes: ZRowText,
    order_amount: ZRowNumberCell,
    description: ZRowText,
    payment_type: ZRowText,
    delivery_type: ZRowText,
    scheduled_date: ZRowText,
    scheduled_time: ZRowText,
    cold_bag: ZRowText,
    age_check: ZRowText,
    customer_language: ZRowText,
  })
  .partial()
  .strict();
export type TBulkRowFields = z.infer<typeof ZBulkRowFields>;

const ZJobRowParams = z
  .object({
    vendorId: ZVendorId,
    jobId: ZJobId,
    rowNumber: z.coerce.number().int().min(1).max(BULK_ROW_NUMBER_MAX),
  })
  .strict();

/** The fixed row, re-checked, and the job's new totals. */
export const ZBulkRowFixed = z.object({ row: ZBulkJobRow, bulk_job: ZBulkJobSummary });
export type TBulkRowFixed = z.infer<typeof ZBulkRowFixed>;

export const fixBulkRow = defineEndpoint('fixBulkRow', {
  params: ZJobRowParams,
  body: ZBulkRowFields,
  response: { 200: envelope(ZBulkRowFixed), 409: ZErrorEnvelope, ...VENDOR_SCOPED_ERRORS },
});

/**
 * Issue 22, GET /bulk-job/failed-rows/{vendorId}/{jobId}: the rows with an error as an XLSX in the
 * template's layout, the error in `language` in a last column. A file, not JSON: like the
 * template (GET /bulk-job/example-file) it is outside the typed endpoint map.
 */
export const failedBulkRows = {
  path: '/bulk-job/failed-rows/:vendorId/:jobId',
  params: z.object({ vendorId: ZVendorId, jobId: ZJobId }).strict(),
  query: z.object({ language: ZLanguage.optional() }).strict(),
} as const;

/** Issue 22: the rows that failed at placement placed again; the job as the new attempt starts. */
export const resubmitBulkJob = defineEndpoint('resubmitBulkJob', {
  params: z.object({ vendorId: ZVendorId, jobId: ZJobId }).strict(),
  response: { 200: envelope(ZBulkJobSummary), 409: ZErrorEnvelope, ...VENDOR_SCOPED_ERRORS },
});
