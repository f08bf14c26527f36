import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_STATUS_FILTERS } from '@rider-portal/domain/history';
import * as api from '@rider-portal/domain/api/history';
import { getMarket } from '@rider-portal/domain/markets';
import { ZLanguage } from '@rider-portal/domain/enum-schemas';
import type { TLanguage } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findVendor } from '../vendors/store.ts';
import { isFlagOn } from '../flags/service.ts';
import { countOrders } from '../orders/list-store.ts';
import { findOrder } from '../orders/store.ts';
import type { TOrderRow } from '../orders/store.ts';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_DIRECT_MAX_ROWS,
  exportStream,
  findFinishedExport,
  isValidExportLink,
  startMailedExport,
} from './export.ts';
import { pdfLanguage, receiptData, receiptPdf } from './receipt.ts';

const ZUnixSeconds = z.coerce.number().int().min(0).max(4_102_444_800);

/** The order of a vendor the caller may act for, or 404. */
async function ownOrder(
  ctx: TAppContext,
  request: Parameters<typeof requireCaller>[0],
  orderId: string,
): Promise<TOrderRow> {
  const caller = requireCaller(request);
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError(404, 'error.not-found');
  await assertCanActForVendor(ctx.db, caller, order.vendorId);
  return order;
}

/**
 * The language of a server-made document: the one asked (the interface language the web sends),
 * else the market's first language. An unknown value is refused like any bad query value.
 */
const ZDocumentLanguage = ZLanguage.optional();

/** History: export and receipts (001 §2, §7, §8); proofs are served by orders/proofs.ts. */
export function historyRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  const documentLanguage = (asked: TLanguage | undefined): TLanguage =>
    asked ?? ctx.config.languages[0] ?? 'en';

  return async (app) => {
    app.get(
      '/vendor/:vendorId/orders/export',
      {
        schema: {
          tags: ['history'],
          summary: 'The filtered orders as CSV or XLSX; over 10,000 rows the report is mailed',
          params: z.object({ vendorId: z.string().min(1).max(100) }),
          querystring: z
            .object({
              from: ZUnixSeconds,
              to: ZUnixSeconds,
              include_outlets: z.enum(['true', 'false']).optional(),
              status: z.enum(HISTORY_STATUS_FILTERS).optional(),
              search: z.string().max(100).optional(),
              format: z.enum(['csv', 'xlsx']).default('csv'),
              language: ZDocumentLanguage,
            })
            .strict(),
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const { vendorId } = request.params;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const q = request.query;
        const language = documentLanguage(q.language);
        if (q.to < q.from) throw new AppError(400, 'validation.end-before-start');
        const query = {
          vendorId,
          from: new Date(q.from * 1000),
          to: new Date(q.to * 1000),
          isScheduled: false,
          isIncludingOutlets: q.include_outlets === 'true',
          customerPhoneNumber: null,
          statusFilter: q.status ?? 'any',
          search: q.search ?? null,
          phoneRegion: getMarket(ctx.config.country).phoneRegion,
        };
        const total = await countOrders(ctx.db, query);
        if (total > EXPORT_DIRECT_MAX_ROWS) {
          if (caller.kind !== 'user') throw new AppError(422, 'export.failed');
          const baseUrl = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
          const job = await startMailedExport(ctx, {
            query,
            format: q.format,
            language,
            userId: caller.userId,
            email: caller.email,
            baseUrl,
          });
          ctx.background.track(job.done);
          return reply.status(202).send({
            result: {
              status: 'emailed',
              export_id: job.id,
              rows: total,
              translation_key: 'export.sent-by-email',
            },
          });
        }
        const name = `orders-${vendorId}-${new Date(q.from * 1000).toISOString().slice(0, 10)}-${new Date(q.to * 1000).toISOString().slice(0, 10)}.${q.format}`;
        return reply
          .header('content-type', EXPORT_CONTENT_TYPES[q.format])
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-total-rows', String(total))
          .send(exportStream(ctx, query, q.format, language));
      },
    );

    app.get(
      '/exports/:exportId',
      {
        schema: {
          tags: ['history'],
          summary: 'Download a mailed report through its signed link',
          params: z.object({ exportId: z.string().uuid() }),
          querystring: z
            .object({ expires: z.coerce.number().int(), token: z.string().max(100) })
            .strict(),
        },
      },
      async (request, reply) => {
        const { exportId } = request.params;
        if (!isValidExportLink(ctx, exportId, request.query.expires, request.query.token)) {
          throw new AppError(404, 'download.failed');
        }
        const job = await findFinishedExport(ctx, exportId);
        const bytes = job?.blobKey ? await ctx.blobs.get(job.blobKey) : null;
        if (!job || !bytes) throw new AppError(404, 'download.failed');
        const format = job.format === 'xlsx' ? 'xlsx' : 'csv';
        return reply
          .header('content-type', EXPORT_CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="orders-${job.vendorId}.${format}"`)
          .send(Buffer.from(bytes));
      },
    );

    const receiptOf = async (
      request: Parameters<typeof requireCaller>[0],
      orderId: string,
      language: TLanguage,
    ) => {
      const order = await ownOrder(ctx, request, orderId);
      if (!(await isFlagOn(ctx, 'delivery-receipt', order.vendorId)))
        throw new AppError(404, 'error.not-found');
      if (order.status !== 'DELIVERED') throw new AppError(409, 'receipt.not-delivered');
      const vendor = await findVendor(ctx.db, order.vendorId);
      return receiptData(ctx, order, vendor?.name ?? order.vendorId, language);
    };

    app.get(
      api.getDeliveryReceipt.path,
      {
        schema: {
          tags: ['history'],
          summary: 'Delivery receipt page data of a delivered order',
          params: api.getDeliveryReceipt.params,
          querystring: api.getDeliveryReceipt.query,
          response: api.getDeliveryReceipt.response,
        },
      },
      async (request) => ({
        result: await receiptOf(
          request,
          request.params.orderId,
          documentLanguage(request.query.language),
        ),
      }),
    );

    app.get(
      '/delivery-receipt/:orderId/pdf',
      {
        schema: {
          tags: ['history'],
          summary: 'Delivery receipt of a delivered order as a PDF, in a language',
          params: z.object({ orderId: z.string().min(1).max(200) }),
          querystring: z.object({ language: ZDocumentLanguage }).strict(),
        },
      },
      async (request, reply) => {
        const language = pdfLanguage(documentLanguage(request.query.language));
        const receipt = await receiptOf(request, request.params.orderId, language);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.order_id}.pdf"`)
          .send(receiptPdf(receipt));
      },
    );
  };
}
