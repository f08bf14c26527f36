import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createVendorOwner } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orderPayload, postOrder, quoteFee } from '../../../test/helpers/request-order.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { applyOrderEvent } from '../orders/lifecycle.ts';
import { findOrder } from '../orders/store.ts';
import { findIntent } from '../payments/store.ts';
import { startCheckout, testCard, TEST_CARDS } from '../../../test/helpers/checkout.ts';
import { runPaymentSweep } from '../payments/worker.ts';
import { voucherRedemptions, vouchers } from './schema.ts';

// A card order that is never paid (PAYMENT_FAILED, PAYMENT_CANCELLED) gives its voucher use back,
// once, so the customer can use the code again; paying that order after all takes it again.

describe.each(testDatabaseLabels())('the voucher of an unpaid card order on %s', (database) => {
  let t: TTestApp;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const account = () => createVendorOwner(t.ctx);

  async function singleUseVoucher(extra: string[] = ['--max-uses', '1']): Promise<string> {
    sequence += 1;
    const code = `ONCE${sequence}${database.toUpperCase()}`;
    await runAdminCommand(t.ctx, [
      'voucher:create',
      code,
      '--type',
      'flat',
      '--amount',
      '1',
      ...extra,
    ]);
    return code;
  }

  /** A request payload with a fresh fee quote and the voucher as POST /voucher/validate signs it. */
  async function orderWithVoucher(who: { vendorId: string; authorization: string }, code: string) {
    const quote = await quoteFee(t, who);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/voucher/validate',
      headers: { authorization: who.authorization },
      payload: {
        code,
        vendor_id: who.vendorId,
        order: {
          delivery_fee: quote.fee,
          signature: quote.signature,
          expires_at: quote.expires_at,
        },
      },
    });
    if (res.statusCode !== 200)
      return { status: res.statusCode, key: res.json().meta.translation_key };
    const v = res.json().result;
    return {
      status: 200,
      order: orderPayload(who.vendorId, quote, {
        voucher: {
          code,
          discounted_delivery_fee: v.delivery_fee,
          expires_at: v.expires_at,
          signature: v.signature,
        },
      }),
    };
  }

  async function usesOf(code: string): Promise<number> {
    const [row] = await t.ctx.db.select().from(vouchers).where(eq(vouchers.code, code));
    return row?.uses ?? -1;
  }

  async function declinedCardOrder(who: { vendorId: string; authorization: string }, code: string) {
    const drafted = await orderWithVoucher(who, code);
    expect(drafted.status).toBe(200);
    const checkout = await startCheckout(t, who, { order: drafted.order! });
    const declined = await checkout.confirm({
      order: checkout.order,
      card: testCard(TEST_CARDS.declined),
    });
    expect(declined.statusCode, declined.body).toBe(402);
    return { orderId: declined.json().meta.order_id as string, checkout };
  }

  it('gives a single-use voucher back when the card is declined: the next order uses it', async () => {
    const me = await account();
    const code = await singleUseVoucher();
    const { orderId } = await declinedCardOrder(me, code);
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('PAYMENT_FAILED');
    expect(await usesOf(code)).toBe(0);

    // The same code works on the next order, and is then used up.
    const next = await orderWithVoucher(me, code);
    expect(next.status).toBe(200);
    const checkout = await startCheckout(t, me, { order: next.order! });
    const paid = await checkout.confirm({
      order: checkout.order,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const row = await findOrder(t.ctx.db, paid.json().order_id as string);
    expect(row).toMatchObject({
      status: 'PAYMENT_COMMITTED',
      discountedDeliveryFee: 250,
      voucher: { code, amount: 100, type: 'flat' },
    });
    expect(await usesOf(code)).toBe(1);
    expect(await orderWithVoucher(me, code)).toEqual({
      status: 422,
      key: 'voucher.error.validation.message',
    });
  });

  it("gives back the vendor's own use too (per-vendor limit)", async () => {
    const me = await account();
    const code = await singleUseVoucher(['--max-uses-per-vendor', '1']);
    await declinedCardOrder(me, code);
    const next = await orderWithVoucher(me, code);
    expect(next.status).toBe(200);
    expect((await postOrder(t, me.authorization, next.order)).statusCode).toBe(201);
    expect((await orderWithVoucher(me, code)).status).toBe(422);
  });

  it('gives it back when an abandoned 3-D Secure challenge is cancelled', async () => {
    const me = await account();
    const code = await singleUseVoucher();
    const drafted = await orderWithVoucher(me, code);
    const checkout = await startCheckout(t, me, { order: drafted.order! });
    const challenged = await checkout.confirm({
      order: checkout.order,
      card: testCard(TEST_CARDS.challenge),
    });
    expect(challenged.statusCode, challenged.body).toBe(200);
    const orderId = challenged.json().order_id as string;
    // While the payer may still answer the challenge, the order keeps its voucher.
    expect(await usesOf(code)).toBe(1);
    t.clock.advance(31 * 60_000);
    expect((await runPaymentSweep(t.ctx)).abandonedChallenges).toBeGreaterThanOrEqual(1);
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('PAYMENT_CANCELLED');
    expect(await usesOf(code)).toBe(0);
    const again = await account(); // the clock moved past the first user's session
    expect((await orderWithVoucher(again, code)).status).toBe(200);
  });

  it('takes it again when the declined order is paid with another card', async () => {
    const me = await account();
    const code = await singleUseVoucher();
    const { orderId, checkout } = await declinedCardOrder(me, code);
    expect(await usesOf(code)).toBe(0);
    const paid = await checkout.confirm({
      order: checkout.order,
      card: testCard(TEST_CARDS.success),
    });
    expect(paid.json()).toEqual({ order_id: orderId });
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('PAYMENT_COMMITTED');
    expect(await usesOf(code)).toBe(1);
    expect((await orderWithVoucher(me, code)).status).toBe(422);
  });

  it('refuses to pay the declined order again once someone else used the voucher', async () => {
    const me = await account();
    const other = await account();
    const code = await singleUseVoucher();
    const { orderId, checkout } = await declinedCardOrder(me, code);
    const theirs = await orderWithVoucher(other, code);
    expect((await postOrder(t, other.authorization, theirs.order)).statusCode).toBe(201);
    const retry = await checkout.confirm({
      order: checkout.order,
      card: testCard(TEST_CARDS.success),
    });
    expect(retry.statusCode).toBe(422);
    expect(retry.json().meta.translation_key).toBe('voucher.error.validation.message');
    // Nothing was charged; the order stays unpaid and the voucher is the other vendor's.
    expect((await findIntent(t.ctx.db, checkout.intent.intent_id))?.attempts).toBe(1);
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('PAYMENT_FAILED');
    expect(await usesOf(code)).toBe(1);
  });

  it('gives a use back exactly once, whatever ends the payment afterwards', async () => {
    const me = await account();
    const other = await account();
    const code = await singleUseVoucher(['--max-uses', '2']);
    const { orderId } = await declinedCardOrder(me, code);
    const theirs = await orderWithVoucher(other, code);
    expect((await postOrder(t, other.authorization, theirs.order)).statusCode).toBe(201);
    expect(await usesOf(code)).toBe(1);
    // The same end reported again, then another unpaid end: the use went back once already.
    for (const status of ['PAYMENT_FAILED', 'PAYMENT_CANCELLED'] as const) {
      t.clock.advance(1000);
      await applyOrderEvent(t.ctx, { orderId, occurredAt: t.clock.now(), status });
    }
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('PAYMENT_CANCELLED');
    expect(await usesOf(code)).toBe(1);
    const redemptions = await t.ctx.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.orderId, orderId));
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0]?.releasedAt).not.toBeNull();
  });
});
