import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@rider-portal/domain/api/bulk';
import {
  BULK_ANSWER_ROWS_MAX,
  BULK_FAILED_ROWS_FILE_NAME,
  BULK_FILE_MAX_BYTES,
  BULK_FILE_MIME_TYPE,
  BULK_TEMPLATE_FILE_NAME,
} from '@rider-portal/domain/constants';
import { ZLanguage } from '@rider-portal/domain/enum-schemas';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { assertStorableText } from '../../http/input-guard.ts';
import { requireCaller } from '../auth/caller.ts';
import type { TCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { startBulkWorker, stopBulkWorker } from './runner.ts';
import {
  BULK_INLINE_WAIT_MS,
  createBulkJob,
  findVendorJob,
  getBulkJobDetail,
  listBulkJobs,
  placeBulkOrders,
  resubmitBulkJob,
  settle,
} from './service.ts';
import { buildFailedRowsFile } from './failed-rows.ts';
import { fixBulkRow } from './fix-row.ts';
import { findJob } from './store.ts';
import type { TBulkJobRecord } from './store.ts';
import { buildBulkTemplate } from './template.ts';
import { assertNotInMaintenance } from '../flags/service.ts';

const ZVendorId = z.string().trim().min(1).max(100);

/** 001 §2: bulk upload exists only while its flag is on (for the market or this vendor). */
async function assertBulkEnabled(ctx: TAppContext, vendorId: string | null): Promise<void> {
  if (!(await isFlagOn(ctx, 'bulk-order-upload', vendorId))) {
    throw new AppError(404, 'error.not-found');
  }
}

/**
 * A job of a vendor the caller may act for, with bulk upload on (and, for a change, the portal
 * not in maintenance); another vendor's job answers 404.
 */
async function authorisedJob(
  ctx: TAppContext,
  input: { caller: TCaller; vendorId: string; jobId: string; isChange: boolean },
): Promise<TBulkJobRecord> {
  await assertCanActForVendor(ctx.db, input.caller, input.vendorId);
  await assertBulkEnabled(ctx, input.vendorId);
  if (input.isChange) await assertNotInMaintenance(ctx, input.vendorId);
  return findVendorJob(ctx.db, input.vendorId, input.jobId);
}

/** Bulk orders from a spreadsheet (001 §2-§5, §7-§9). */
export function bulkRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: BULK_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    // Resume what a previous run of the server left half done, and stop cleanly on shutdown.
    app.addHook('onReady', () => startBulkWorker(ctx));
    app.addHook('onClose', () => stopBulkWorker(ctx));

    app.get(
      '/bulk-job/example-file',
      {
        schema: {
          tags: ['bulk'],
          summary: 'The spreadsheet template (Template.xlsx), its instructions in a language',
          querystring: z
            .object({ vendor_id: ZVendorId.optional(), language: ZLanguage.optional() })
            .strict(),
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const vendorId = request.query.vendor_id ?? null;
        if (vendorId) await assertCanActForVendor(ctx.db, caller, vendorId);
        await assertBulkEnabled(ctx, vendorId);
        const language = request.query.language ?? ctx.config.languages[0] ?? 'en';
        const bytes = await buildBulkTemplate(language);
        return reply
          .header('content-type', BULK_FILE_MIME_TYPE)
          .header('content-disposition', `attachment; filename="${BULK_TEMPLATE_FILE_NAME}"`)
          .send(bytes);
      },
    );

    app.post(
      api.createBulkJob.path,
      {
        schema: {
          tags: ['bulk'],
          summary:
            'Upload a spreadsheet (multipart: vendor_id, content, allow_duplicate); XLSX or CSV, at most 5 MB; 409 bulk.duplicate-file for a file uploaded in the last 7 days',
          consumes: ['multipart/form-data'],
          response: api.createBulkJob.response,
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        if (!request.isMultipart()) throw new AppError(400, 'bulk.file-upload-error');
        // The uploader hung up before the answer: stop reading their file.
        const gone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        let vendorId: string | null = null;
        let isDuplicateAllowed = false;
        let file: { name: string; bytes: Buffer } | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              if (part.fieldname === 'content') file = { name: part.filename, bytes };
            } else if (part.fieldname === 'vendor_id' && typeof part.value === 'string') {
              vendorId = part.value.trim();
            } else if (part.fieldname === 'allow_duplicate') {
              isDuplicateAllowed = api.ZAllowDuplicate.safeParse(part.value).data ?? false;
            }
          }
        } catch (error) {
          // Whatever stops the parts from being read (no boundary, a cut body, too many parts)
          // is the upload's fault, never the server's.
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'bulk.file-too-large');
          throw new AppError(400, 'bulk.file-upload-error');
        }
        if (!vendorId) throw new AppError(400, 'bulk.no-vendor');
        assertStorableText(vendorId, 'vendor_id');
        if (file) assertStorableText(file.name, 'content');
        await assertCanActForVendor(ctx.db, caller, vendorId);
        await assertBulkEnabled(ctx, vendorId);
        await assertNotInMaintenance(ctx, vendorId);
        if (!file) throw new AppError(400, 'bulk.file-format-invalid');
        const jobId = await createBulkJob({
          ctx,
          caller,
          vendorId,
          fileName: file.name,
          bytes: file.bytes,
          signal: gone.signal,
          isDuplicateAllowed,
        });
        await settle(ctx, jobId, BULK_INLINE_WAIT_MS);
        const job = await findVendorJob(ctx.db, vendorId, jobId);
        // Still being checked, or too many to send at once: the rows come with the job's detail.
        const isIncludingRows =
          job.stage !== 'PREPROCESSING' && job.totalRows <= BULK_ANSWER_ROWS_MAX;
        return { code: 200 as const, body: await getBulkJobDetail(ctx, job, { isIncludingRows }) };
      },
    );

    app.post(
      api.placeBulkOrders.path,
      {
        schema: {
          tags: ['bulk'],
          summary: 'Place every valid row of a checked job; "success" once placement is under way',
          params: api.placeBulkOrders.params,
          response: api.placeBulkOrders.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const job = await findJob(ctx.db, request.params.bulkJobId);
        if (!job) throw new AppError(404, 'error.not-found');
        await assertCanActForVendor(ctx.db, caller, job.vendorId);
        await assertBulkEnabled(ctx, job.vendorId);
        await assertNotInMaintenance(ctx, job.vendorId);
        await placeBulkOrders(ctx, job);
        return { code: 200 as const, body: 'success' as const };
      },
    );

    app.put(
      api.fixBulkRow.path,
      {
        schema: {
          tags: ['bulk'],
          summary:
            'Fix one row of a checked job: re-checked at once (geocode, deliverability, service hours, fee); the row and the job totals',
          params: api.fixBulkRow.params,
          body: api.fixBulkRow.body,
          response: api.fixBulkRow.response,
        },
      },
      async (request) => {
        const { vendorId, jobId, rowNumber } = request.params;
        const caller = requireCaller(request);
        const job = await authorisedJob(ctx, { caller, vendorId, jobId, isChange: true });
        const fixed = await fixBulkRow(ctx, { job, rowNumber, fields: request.body });
        return { code: 200 as const, body: fixed };
      },
    );

    app.post(
      api.resubmitBulkJob.path,
      {
        schema: {
          tags: ['bulk'],
          summary:
            'Place again the rows of a placed job that failed at placement (a new attempt, the same idempotency keys)',
          params: api.resubmitBulkJob.params,
          response: api.resubmitBulkJob.response,
        },
      },
      async (request) => {
        const { vendorId, jobId } = request.params;
        const caller = requireCaller(request);
        const job = await authorisedJob(ctx, { caller, vendorId, jobId, isChange: true });
        return { code: 200 as const, body: await resubmitBulkJob(ctx, job) };
      },
    );

    app.get(
      api.failedBulkRows.path,
      {
        schema: {
          tags: ['bulk'],
          summary:
            "The rows with errors as an XLSX in the template's layout, the error in the language in a last column",
          params: api.failedBulkRows.params,
          querystring: api.failedBulkRows.query,
        },
      },
      async (request, reply) => {
        const { vendorId, jobId } = request.params;
        const caller = requireCaller(request);
        const job = await authorisedJob(ctx, { caller, vendorId, jobId, isChange: false });
        const language = request.query.language ?? ctx.config.languages[0] ?? 'en';
        const bytes = await buildFailedRowsFile(ctx, job, language);
        return reply
          .header('content-type', BULK_FILE_MIME_TYPE)
          .header('content-disposition', `attachment; filename="${BULK_FAILED_ROWS_FILE_NAME}"`)
          .send(bytes);
      },
    );

    app.get(
      api.getBulkJobs.path,
      {
        schema: {
          tags: ['bulk'],
          summary: "The vendor's bulk jobs, newest first",
          params: api.getBulkJobs.params,
          response: api.getBulkJobs.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendorId } = request.params;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        await assertBulkEnabled(ctx, vendorId);
        return { code: 200 as const, body: await listBulkJobs(ctx, vendorId) };
      },
    );

    app.get(
      api.getBulkJob.path,
      {
        schema: {
          tags: ['bulk'],
          summary: 'One bulk job with its rows (include_rows=false: the job only)',
          params: api.getBulkJob.params,
          querystring: api.getBulkJob.query,
          response: api.getBulkJob.response,
        },
      },
      async (request) => {
        const { vendorId, jobId } = request.params;
        const caller = requireCaller(request);
        const job = await authorisedJob(ctx, { caller, vendorId, jobId, isChange: false });
        const detail = await getBulkJobDetail(ctx, job, {
          isIncludingRows: request.query.include_rows !== 'false',
        });
        return { code: 200 as const, body: detail };
      },
    );
  };
}
