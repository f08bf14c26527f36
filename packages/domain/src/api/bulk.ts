import { z } from 'zod';
import { ZBulkJobDetail, ZBulkJobSummary } from '../bulk-job.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorEnvelope } from './errors.ts';

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
