import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createVendorOwner } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { vendorChannel } from '../live/publish.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { findOrder } from '../orders/store.ts';
import { paymentProviderOf, sandboxProviderOf } from './provider-registry.ts';
import { PROCESSING_STUCK_AFTER_MS } from './reconcile.ts';
import { REFUND_ATTEMPT_LEASE_MS, REFUND_MAX_ATTEMPTS, REFUND_RETRY_DELAYS_MS } from './refunds.ts';
import { markPaymentInitiated } from './settle.ts';
import {
  claimIntentForCharge,
  findIntent,
  findIntentOfOrder,
  insertRefund,
  newPaymentId,
} from './store.ts';
import { findOrderPayment } from './order-payment.ts';
import { startCheckout, testCard, TEST_CARDS } from '../../../test/helpers/checkout.ts';
import { runPaymentSweep } from './worker.ts';

// The payment worker (worker.ts), driven by the test clock: refused refunds tried again with
// backoff and the same idempotency key, and payments a stopped server left "processing" settled
// from the provider's own answer through the one settle path.

describe.each(testDatabaseLabels())('the payment worker on %s', (database) => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const account = () => createVendorOwner(t.ctx);

  async function statusesOf(orderId: string) {
    const row = await findOrder(t.ctx.db, orderId);
    return { status: row?.status, history: row?.statusHistory.map((h) => h.status) };
  }

  /** The order's payment as GET /order/payment answers it (read directly: the clock runs hours
   * ahead here, past the test user's session). */
  async function paymentOf(orderId: string) {
    const payment = await findOrderPayment(t.ctx.db, orderId);
    expect(payment).not.toBeNull();
    return payment!;
  }

  describe('refunds', () => {
    async function paidAndCancelled(
      who: { vendorId: string; authorization: string },
      number: string,
    ) {
      const checkout = await startCheckout(t, who);
      const paid = await checkout.confirm({ order: checkout.order, card: testCard(number) });
      expect(paid.statusCode, paid.body).toBe(200);
      const orderId = paid.json().order_id as string;
      // 001 §4: PAYMENT_COMMITTED is cancellable after 10 minutes.
      t.clock.advance(11 * 60_000);
      const cancel = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/order/cancel',
        headers: { authorization: who.authorization },
        payload: { vendor_id: who.vendorId, order_id: orderId, reason: 'CUSTOMER_CANCELLED' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const intent = await findIntentOfOrder(t.ctx.db, orderId);
      return { orderId, providerPaymentId: intent!.providerPaymentId! };
    }

    it('tries a refused refund again after a minute and refunds once', async () => {
      const me = await account();
      const provider = paymentProviderOf(t.ctx);
      const asked = vi.spyOn(provider, 'refund');
      try {
        const { orderId, providerPaymentId } = await paidAndCancelled(
          me,
          TEST_CARDS.refundRefusedOnce,
        );
        // The sandbox refused the first attempt: the order shows the refund waiting for its retry.
        const refused = await paymentOf(orderId);
        expect(refused).toMatchObject({
          status: 'paid',
          refunds: [
            {
              amount: 350,
              currency: 'EUR',
              status: 'pending',
              attempts: 1,
              next_attempt_at: new Date(t.clock.now().getTime() + 60_000).toISOString(),
            },
          ],
        });
        // Not before its time.
        t.clock.advance(59_000);
        expect((await runPaymentSweep(t.ctx)).refunds).toEqual([]);
        t.clock.advance(1000);
        const swept = await runPaymentSweep(t.ctx);
        expect(swept.refunds.map((r) => [r.orderId, r.status, r.attempts])).toEqual([
          [orderId, 'succeeded', 2],
        ]);
        const refunded = await paymentOf(orderId);
        expect(refunded).toMatchObject({
          status: 'refunded',
          refunds: [{ status: 'succeeded', attempts: 2, next_attempt_at: null }],
        });
        // Both attempts carried the same idempotency key: the refund's id.
        const keys = asked.mock.calls
          .filter(([input]) => input.providerPaymentId === providerPaymentId)
          .map(([input]) => input.idempotencyKey);
        const refundId = refunded.refunds[0]!.refund_id;
        expect(keys).toEqual([refundId, refundId]);
        // No double refund: later sweeps find nothing, and the sandbox made one refund.
        t.clock.advance(60 * 60_000);
        expect((await runPaymentSweep(t.ctx)).refunds).toEqual([]);
        expect(sandboxProviderOf(t.ctx)!.refundsOf(providerPaymentId)).toHaveLength(1);
        expect((await paymentOf(orderId)).refunds).toHaveLength(1);
      } finally {
        asked.mockRestore();
      }
    });

    it(`gives up after ${REFUND_MAX_ATTEMPTS} refused attempts, waiting longer each time`, async () => {
      const me = await account();
      const provider = paymentProviderOf(t.ctx);
      // The processor refuses every refund today.
      const refusing = vi.spyOn(provider, 'refund').mockResolvedValue({ kind: 'failed' });
      try {
        const { orderId } = await paidAndCancelled(me, TEST_CARDS.success);
        const waits: number[] = [];
        for (let attempt = 1; attempt < REFUND_MAX_ATTEMPTS; attempt += 1) {
          const refund = (await paymentOf(orderId)).refunds[0];
          expect(refund).toMatchObject({ status: 'pending', attempts: attempt });
          const wait = Date.parse(refund!.next_attempt_at!) - t.clock.now().getTime();
          waits.push(wait);
          t.clock.advance(wait);
          expect((await runPaymentSweep(t.ctx)).refunds).toHaveLength(1);
        }
        expect(waits).toEqual([...REFUND_RETRY_DELAYS_MS]);
        expect((await paymentOf(orderId)).refunds).toMatchObject([
          { status: 'failed', attempts: REFUND_MAX_ATTEMPTS, next_attempt_at: null },
        ]);
        t.clock.advance(24 * 60 * 60_000);
        await runPaymentSweep(t.ctx);
        expect(refusing).toHaveBeenCalledTimes(REFUND_MAX_ATTEMPTS);
      } finally {
        refusing.mockRestore();
      }
    });

    it('takes over the attempt of a server that stopped in the middle of it', async () => {
      const me = await account();
      const checkout = await startCheckout(t, me);
      const paid = await checkout.confirm({
        order: checkout.order,
        card: testCard(TEST_CARDS.success),
      });
      const orderId = paid.json().order_id as string;
      const intent = await findIntentOfOrder(t.ctx.db, orderId);
      // What refundOrderPayment records before it asks the provider; then the server stopped.
      const now = t.clock.now();
      await insertRefund(t.ctx.db, {
        refundId: newPaymentId('re'),
        intentId: intent!.intentId,
        orderId,
        amount: intent!.amount,
        currency: intent!.currency,
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() + REFUND_ATTEMPT_LEASE_MS),
        lastFailedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      expect((await paymentOf(orderId)).refunds).toMatchObject([
        { status: 'pending', next_attempt_at: null },
      ]);
      t.clock.advance(REFUND_ATTEMPT_LEASE_MS - 1000);
      expect((await runPaymentSweep(t.ctx)).refunds).toEqual([]);
      t.clock.advance(1000);
      expect((await runPaymentSweep(t.ctx)).refunds.map((r) => r.status)).toEqual(['succeeded']);
      expect(sandboxProviderOf(t.ctx)!.refundsOf(intent!.providerPaymentId!)).toHaveLength(1);
    });
  });

  describe('payments left processing', () => {
    /**
     * What confirming a payment does up to the provider's answer (checkout.ts): the order is
     * created, the intent claimed for the charge, the order PAYMENT_INITIATED and, unless the
     * server stopped before, the provider charged. The server stops before recording the outcome.
     */
    async function chargeThenStop(
      who: { vendorId: string; authorization: string },
      number: string,
      opts: { isReachingProvider?: boolean; isSavingCard?: boolean } = {},
    ) {
      const checkout = await startCheckout(t, who);
      const intentId = checkout.intent.intent_id;
      const { orderId } = await createOrder({
        ctx: t.ctx,
        vendorId: who.vendorId,
        input: parseCreateOrderPayload(t.ctx, checkout.order),
        idempotencyKey: `payment-intent:${intentId}`,
        isCardPayment: true,
      });
      const claimed = await claimIntentForCharge(t.ctx.db, {
        intentId,
        orderId,
        amount: checkout.intent.amount,
        paymentMethod: 'generic_creditcard',
        cardId: null,
        isSavingCard: opts.isSavingCard ?? false,
        at: t.clock.now(),
      });
      await markPaymentInitiated(t.ctx, orderId);
      if (opts.isReachingProvider ?? true) {
        await paymentProviderOf(t.ctx).confirm({
          providerIntentId: claimed!.providerIntentId,
          amount: claimed!.amount,
          currency: claimed!.currency,
          source: { kind: 'card', card: testCard(number) },
          isSavingCard: opts.isSavingCard ?? false,
          idempotencyKey: `${intentId}:${claimed!.attempts}`,
          returnUrl: `/payment/return/${intentId}`,
          now: t.clock.now(),
        });
      }
      return { orderId, intentId, checkout };
    }

    it('settles one the provider charged: PAYMENT_COMMITTED, dispatched, card saved', async () => {
      const me = await account();
      const events: { type: string; data: { order_id: string; status: string } }[] = [];
      const unsubscribe = await t.ctx.bus.subscribe(vendorChannel(me.vendorId), (message) => {
        events.push(message as (typeof events)[number]);
      });
      try {
        const { orderId, intentId, checkout } = await chargeThenStop(me, TEST_CARDS.success, {
          isSavingCard: true,
        });
        expect(await statusesOf(orderId)).toEqual({
          status: 'PAYMENT_INITIATED',
          history: ['INITIATED', 'PAYMENT_INITIATED'],
        });
        // While it may still be a charge in flight, the worker leaves it, and the payer waits.
        t.clock.advance(PROCESSING_STUCK_AFTER_MS - 1000);
        expect((await runPaymentSweep(t.ctx)).reconciled).toEqual([]);
        const waiting = await checkout.confirm({
          order: checkout.order,
          card: testCard(TEST_CARDS.success),
        });
        expect(waiting.json().meta.translation_key).toBe('error.idempotency-in-progress');

        t.clock.advance(2000);
        const swept = await runPaymentSweep(t.ctx);
        expect(swept.reconciled).toEqual([{ intentId, orderId, outcome: 'succeeded' }]);
        expect(await statusesOf(orderId)).toEqual({
          status: 'PAYMENT_COMMITTED',
          history: ['INITIATED', 'PAYMENT_INITIATED', 'PAYMENT_COMMITTED'],
        });
        expect(await paymentOf(orderId)).toMatchObject({
          status: 'paid',
          card: { brand: 'visa', last_four: '4242' },
          failure_key: null,
        });
        // Dispatch hears of it as of any paid order: the vendor's live order update.
        await vi.waitFor(() =>
          expect(events).toContainEqual(
            expect.objectContaining({
              type: 'order_update',
              data: expect.objectContaining({ order_id: orderId, status: 'PAYMENT_COMMITTED' }),
            }),
          ),
        );
        // The card asked to be saved is saved; the payer's repeated confirm charges nothing.
        const next = await startCheckout(t, me);
        expect(next.intent.payment_methods[0]!.saved_cards.map((c) => c.last_four)).toEqual([
          '4242',
        ]);
        const repeat = await checkout.confirm({
          order: checkout.order,
          card: testCard(TEST_CARDS.success),
        });
        expect(repeat.json()).toEqual({ order_id: orderId });
        expect((await findIntent(t.ctx.db, intentId))?.attempts).toBe(1);
        expect((await runPaymentSweep(t.ctx)).reconciled).toEqual([]);
      } finally {
        await unsubscribe();
      }
    });

    it('settles one the provider declined: PAYMENT_FAILED with its reason', async () => {
      const me = await account();
      const { orderId, intentId, checkout } = await chargeThenStop(me, TEST_CARDS.declined);
      t.clock.advance(PROCESSING_STUCK_AFTER_MS + 1000);
      expect((await runPaymentSweep(t.ctx)).reconciled).toEqual([
        { intentId, orderId, outcome: 'declined' },
      ]);
      expect(await statusesOf(orderId)).toEqual({
        status: 'PAYMENT_FAILED',
        history: ['INITIATED', 'PAYMENT_INITIATED', 'PAYMENT_FAILED'],
      });
      expect(await paymentOf(orderId)).toMatchObject({
        status: 'failed',
        failure_key: 'error.payment.declined',
      });
      // The payer pays the same order with another card.
      const paid = await checkout.confirm({
        order: checkout.order,
        card: testCard(TEST_CARDS.success),
      });
      expect(paid.json()).toEqual({ order_id: orderId });
      expect((await statusesOf(orderId)).status).toBe('PAYMENT_COMMITTED');
    });

    it('fails one that never reached the provider, and drops the provider intent', async () => {
      const me = await account();
      const { orderId, intentId } = await chargeThenStop(me, TEST_CARDS.success, {
        isReachingProvider: false,
      });
      t.clock.advance(PROCESSING_STUCK_AFTER_MS + 1000);
      expect((await runPaymentSweep(t.ctx)).reconciled).toEqual([
        { intentId, orderId, outcome: 'declined' },
      ]);
      expect((await statusesOf(orderId)).status).toBe('PAYMENT_FAILED');
      expect((await paymentOf(orderId)).failure_key).toBe('error.payment.confirm');
      const intent = await findIntent(t.ctx.db, intentId);
      expect(
        await paymentProviderOf(t.ctx).getPaymentStatus({
          providerIntentId: intent!.providerIntentId,
        }),
      ).toEqual({ kind: 'cancelled' });
    });

    it('cancels a 3-D Secure challenge nobody came back from, without another payment', async () => {
      const me = await account();
      const checkout = await startCheckout(t, me);
      const res = await checkout.confirm({
        order: checkout.order,
        card: testCard(TEST_CARDS.challenge),
      });
      const orderId = res.json().order_id as string;
      t.clock.advance(29 * 60_000);
      expect((await runPaymentSweep(t.ctx)).abandonedChallenges).toBe(0);
      t.clock.advance(2 * 60_000);
      expect((await runPaymentSweep(t.ctx)).abandonedChallenges).toBe(1);
      expect((await statusesOf(orderId)).status).toBe('PAYMENT_CANCELLED');
      expect(await paymentOf(orderId)).toMatchObject({
        status: 'cancelled',
        failure_key: 'error.payment.cancelled',
      });
    });
  });
});
