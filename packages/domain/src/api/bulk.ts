import { z } from 'zod';
import { ZBulkJobDetail, ZBulkJobSummary } from '../bulk-job.ts';
import { defineEndpoint } from './endpoint.ts';

// Bulk orders (001 §5, §7): the answers carry { code: 200, body }.

const ZVendorId = z.string().trim().min(1).max(100);
const ZJobId = z.string().trim().min(1).max(100);

const envelope = <T extends z.ZodType>(body: T) => z.object({ code: z.literal(200), body });

/** The upload is multipart (file, vendor and language), read by the route itself. */
export const createBulkJob = defineEndpoint('createBulkJob', {
  response: { 200: envelope(ZBulkJobDetail) },
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
