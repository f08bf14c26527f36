import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/payments';
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

/**
 * Card payment (000 §7 payment calls): wallet session, purchase intent, confirm, the
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
      api.openWalletSession.path,
      {
        schema: {
          tags: ['payment'],
          summary: "Open a session on the vendor's payment wallet",
          params: api.openWalletSession.params,
          response: api.openWalletSession.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.params.vendorId);
        return openWalletSession(ctx, vendor);
      },
    );

    app.post(
      api.createPaymentIntent.path,
      {
        schema: {
          tags: ['payment'],
          summary: 'Create a purchase intent for an order; answers the ways to pay it',
          body: api.createPaymentIntent.body,
          response: api.createPaymentIntent.response,
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
      api.confirmPaymentIntent.path,
      {
        schema: {
          tags: ['payment'],
          summary: 'Pay an intent with a saved card or a new card; creates the order',
          body: api.confirmPaymentIntent.body,
          response: api.confirmPaymentIntent.response,
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
      api.completeChallenge.path,
      {
        schema: {
          tags: ['payment'],
          summary: 'Finish a payment when the payer is back from its 3-D Secure challenge',
          body: api.completeChallenge.body,
          response: api.completeChallenge.response,
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
      api.getOrderPayment.path,
      {
        schema: {
          tags: ['payment'],
          summary: "An order's card payment and its refunds (null when not paid by card)",
          querystring: api.getOrderPayment.query,
          response: api.getOrderPayment.response,
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
        api.removeInstrument.path,
        {
          schema: {
            tags: ['payment'],
            summary: "Remove one of the vendor's saved cards, here and at the payment provider",
            params: api.removeInstrument.params,
            querystring: api.removeInstrument.query,
            response: api.removeInstrument.response,
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
