import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChallengeReturnAnswer,
  ZChallengeReturnRequest,
  ZConfirmAnswer,
  ZConfirmRequest,
  ZIntentAnswer,
  ZIntentRequest,
  ZOrderPayment,
  ZRemoveInstrumentAnswer,
  ZRemoveInstrumentParams,
  ZRemoveInstrumentQuery,
  ZWalletSession,
} from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { vendorFor } from '../vendors/service.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import {
  completeChallenge,
  confirmPaymentIntent,
  createPaymentIntent,
  openWalletSession,
} from './checkout.ts';
import { findOrderPayment } from './order-payment.ts';
import { registerRefundOnCancel } from './refunds.ts';
import { sandboxChallengeRoutes } from './sandbox-routes.ts';
import { removeSavedCard } from './saved-cards.ts';
import { startPaymentWorker, stopPaymentWorker } from './worker.ts';

const ZVendorId = z.string().trim().min(1).max(100);

/**
 * Card payment (000 §7 payment calls, issue 6): wallet session, purchase intent, confirm, the
 * return from a 3-D Secure challenge, an order's payment with its refunds, and removing a saved
 * card. Every route is vendor-scoped: another vendor's wallet, intent, order or card answers 404.
 * Answers carry no card number and the log lines name intents, orders and cards only.
 */
export function paymentRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  registerRefundOnCancel();
  return async (app) => {
    await app.register(sandboxChallengeRoutes(ctx));
    // Refund retries and payments a stopped server left half done (worker.ts); stops cleanly.
    app.addHook('onReady', async () => startPaymentWorker(ctx, app.log));
    app.addHook('onClose', () => stopPaymentWorker(ctx));

    app.post(
      '/order/payment/auth/:vendorId',
      {
        schema: {
          tags: ['payment'],
          summary: "Open a session on the vendor's payment wallet",
          params: z.object({ vendorId: ZVendorId }).strict(),
          response: { 200: ZWalletSession },
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.params.vendorId);
        return openWalletSession(ctx, vendor);
      },
    );

    app.post(
      '/order/payment/intent',
      {
        schema: {
          tags: ['payment'],
          summary: 'Create a purchase intent for an order; answers the ways to pay it',
          body: ZIntentRequest,
          response: { 200: ZIntentAnswer },
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.body.vendor_id);
        const answer = await createPaymentIntent(ctx, vendor, request.body);
        request.log.info({ intent_id: answer.intent_id }, 'payment intent created');
        return answer;
      },
    );

    app.post(
      '/order/payment/intent/confirm',
      {
        schema: {
          tags: ['payment'],
          summary: 'Pay an intent with a saved card or a new card; creates the order',
          body: ZConfirmRequest,
          response: { 200: ZConfirmAnswer },
        },
      },
      async (request) => {
        const intentId = request.body.purchase_intent_id;
        try {
          const answer = await confirmPaymentIntent(ctx, {
            caller: requireCaller(request),
            body: request.body,
            clock: request.clock,
          });
          const outcome = answer.redirect_required ? 'challenge' : 'paid';
          request.log.info({ intent_id: intentId, order_id: answer.order_id, outcome }, 'payment');
          return answer;
        } catch (error) {
          if (error instanceof AppError && error.status === 402) {
            const outcome = error.translationKey;
            request.log.info({ intent_id: intentId, outcome }, 'payment not completed');
          }
          throw error;
        }
      },
    );

    app.post(
      '/order/payment/intent/challenge',
      {
        schema: {
          tags: ['payment'],
          summary: 'Finish a payment when the payer is back from its 3-D Secure challenge',
          body: ZChallengeReturnRequest,
          response: { 200: ZChallengeReturnAnswer },
        },
      },
      async (request) => {
        const answer = await completeChallenge(ctx, {
          caller: requireCaller(request),
          intentId: request.body.purchase_intent_id,
          challengeResult: request.body.challenge_result,
        });
        request.log.info(
          { intent_id: request.body.purchase_intent_id, order_id: answer.order_id },
          'payment challenge passed',
        );
        return answer;
      },
    );

    app.get(
      '/order/payment',
      {
        schema: {
          tags: ['payment'],
          summary: "An order's card payment and its refunds (null when not paid by card)",
          querystring: z
            .object({ vendorId: ZVendorId, orderId: z.string().trim().min(1).max(200) })
            .strict(),
          response: { 200: z.object({ result: ZOrderPayment.nullable() }) },
        },
      },
      async (request) => {
        const { vendorId, orderId } = request.query;
        await assertCanActForVendor(ctx.db, requireCaller(request), vendorId);
        if (!orderId.startsWith(`${vendorId}-`)) throw new AppError(404, 'error.not-found');
        return { result: await findOrderPayment(ctx.db, orderId) };
      },
    );

    // A DELETE takes no body: whatever a client sends with it (the web client declares JSON on
    // every call, without a body) is not read, so an empty JSON body is not an error here.
    const removeCardRoute: FastifyPluginAsyncZod = async (noBody) => {
      noBody.removeAllContentTypeParsers();
      noBody.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      noBody.delete(
        '/order/payment/instrument/:instrumentId',
        {
          schema: {
            tags: ['payment'],
            summary: "Remove one of the vendor's saved cards, here and at the payment provider",
            params: ZRemoveInstrumentParams,
            querystring: ZRemoveInstrumentQuery,
            response: { 200: ZRemoveInstrumentAnswer },
          },
        },
        async (request) => {
          const vendor = await vendorFor(ctx, requireCaller(request), request.query.vendorId);
          const removed = await removeSavedCard(ctx, {
            vendor,
            cardId: request.params.instrumentId,
          });
          request.log.info({ card_id: removed.id }, 'saved card removed');
          return { result: removed };
        },
      );
    };
    await app.register(removeCardRoute);
  };
}
