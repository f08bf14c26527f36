import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orderPayload, postOrder, quoteFee } from '../../../test/helpers/request-order.ts';
import type { TQuote } from '../../../test/helpers/request-order.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { setFlag } from '../flags/service.ts';
import { findOrder } from '../orders/store.ts';
import { vouchers } from './schema.ts';

describe.each(testDatabaseLabels())('vouchers on %s', (database) => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  async function account() {
    const vendor = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [vendor.vendorId]);
    return { vendorId: vendor.vendorId, auth: user.authorization };
  }

  function validate(
    auth: string,
    vendorId: string,
    code: string,
    quote: TQuote,
    orderTime?: number,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/voucher/validate',
      headers: { authorization: auth },
      payload: {
        code,
        vendor_id: vendorId,
        order: {
          delivery_fee: quote.fee,
          signature: quote.signature,
          expires_at: quote.expires_at,
          ...(orderTime ? { order_time: orderTime } : {}),
        },
      },
    });
  }

  it('are created by the operator command and read back while available', async () => {
    const output = await runAdminCommand(t.ctx, [
      'voucher:create',
      'welcome5',
      '--type',
      'flat',
      '--amount',
      '1.50',
      '--until',
      '2026-12-31T23:59:59Z',
    ]);
    expect(output).toBe('voucher WELCOME5 created: 150 minor units off');
    await expect(
      runAdminCommand(t.ctx, ['voucher:create', 'WELCOME5', '--type', 'flat', '--amount', '1']),
    ).rejects.toThrow('voucher WELCOME5 exists already');
    await expect(
      runAdminCommand(t.ctx, ['voucher:create', 'BAD', '--type', 'percentage', '--amount', '150']),
    ).rejects.toThrow('--amount should be one of 1-100 (percent)');
    const { auth } = await account();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voucher/welcome5',
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      code: 'WELCOME5',
      amount: 150,
      type: 'flat',
      min_fee: 0,
      valid_until: '2026-12-31T23:59:59.000Z',
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voucher/NOPE99',
      headers: { authorization: auth },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().meta.translation_key).toBe('voucher.error.validation.message');
  });

  it('discount the quoted fee, signed, and the order records the voucher and the discounted fee', async () => {
    await runAdminCommand(t.ctx, [
      'voucher:create',
      'HALF',
      '--type',
      'percentage',
      '--amount',
      '50',
    ]);
    const { vendorId, auth } = await account();
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const res = await validate(auth, vendorId, 'half', quote);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      voucher: { code: 'HALF', amount: 50, type: 'percentage' },
      delivery_fee: 175,
      expires_at: quote.expires_at,
    });
    const order = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, {
        voucher: {
          code: 'HALF',
          discounted_delivery_fee: result.delivery_fee,
          expires_at: result.expires_at,
          signature: result.signature,
        },
      }),
    );
    expect(order.statusCode).toBe(201);
    const row = await findOrder(t.ctx.db, order.json().result.order_id);
    expect(row).toMatchObject({
      deliveryFee: 350,
      discountedDeliveryFee: 175,
      discountedDeliveryFeeSignature: result.signature,
      voucher: { code: 'HALF', amount: 50, type: 'percentage' },
    });
    const [voucher] = await t.ctx.db.select().from(vouchers).where(eq(vouchers.code, 'HALF'));
    expect(voucher?.uses).toBe(1);
    // GET /order answers the discounted fee with its signature (000 §3).
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order?vendorId=${vendorId}&orderId=${order.json().result.order_id as string}`,
      headers: { authorization: auth },
    });
    expect(read.json().result).toMatchObject({
      delivery_fee: 350,
      discounted_delivery_fee: 175,
      discounted_delivery_fee_signature: result.signature,
    });
  });

  it('refuse a discounted fee that does not match its signature or its fee quote', async () => {
    await runAdminCommand(t.ctx, ['voucher:create', 'TAMPER', '--type', 'flat', '--amount', '1']);
    const { vendorId, auth } = await account();
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const result = (await validate(auth, vendorId, 'TAMPER', quote)).json().result;
    const voucher = {
      code: 'TAMPER',
      discounted_delivery_fee: result.delivery_fee - 100,
      expires_at: result.expires_at,
      signature: result.signature,
    };
    const res = await postOrder(t, auth, orderPayload(vendorId, quote, { voucher }));
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.translation_key).toBe('error.fee.changed');
    const [row] = await t.ctx.db.select().from(vouchers).where(eq(vouchers.code, 'TAMPER'));
    expect(row?.uses).toBe(0);
  });

  it('hold their total and per-vendor limits, validity dates and minimum fee', async () => {
    const { vendorId, auth } = await account();
    const other = await account();
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const otherQuote = await quoteFee(t, { authorization: other.auth, vendorId: other.vendorId });
    await runAdminCommand(t.ctx, [
      'voucher:create',
      'ONCEEACH',
      '--type',
      'flat',
      '--amount',
      '0.50',
      '--max-uses',
      '2',
      '--max-uses-per-vendor',
      '1',
    ]);
    async function useOnce(who: { vendorId: string; auth: string }, q: TQuote) {
      const v = (await validate(who.auth, who.vendorId, 'ONCEEACH', q)).json().result;
      return postOrder(
        t,
        who.auth,
        orderPayload(who.vendorId, q, {
          voucher: {
            code: 'ONCEEACH',
            discounted_delivery_fee: v.delivery_fee,
            expires_at: v.expires_at,
            signature: v.signature,
          },
        }),
      );
    }
    expect((await useOnce({ vendorId, auth }, quote)).statusCode).toBe(201);
    const again = await validate(auth, vendorId, 'ONCEEACH', quote);
    expect(again.statusCode).toBe(422);
    expect(again.json().meta.translation_key).toBe('voucher.error.validation.message');
    expect((await useOnce(other, otherQuote)).statusCode).toBe(201);
    const third = await account();
    const thirdQuote = await quoteFee(t, { authorization: third.auth, vendorId: third.vendorId });
    expect((await validate(third.auth, third.vendorId, 'ONCEEACH', thirdQuote)).statusCode).toBe(
      422,
    );

    await runAdminCommand(t.ctx, [
      'voucher:create',
      'LATER',
      '--type',
      'flat',
      '--amount',
      '1',
      '--from',
      '2026-11-22T00:00:00Z',
      '--until',
      '2026-11-30T00:00:00Z',
    ]);
    expect((await validate(auth, vendorId, 'LATER', quote)).statusCode).toBe(422);
    // A pre-order for tomorrow may use it.
    const tomorrow = Date.parse('2026-11-22T09:00:00Z') / 1000;
    expect((await validate(auth, vendorId, 'LATER', quote, tomorrow)).statusCode).toBe(200);

    await runAdminCommand(t.ctx, [
      'voucher:create',
      'BIGFEES',
      '--type',
      'flat',
      '--amount',
      '1',
      '--min-fee',
      '5',
    ]);
    expect((await validate(auth, vendorId, 'BIGFEES', quote)).statusCode).toBe(422); // fee 3.50
  });

  it('are taken once under concurrency: a 1-use voucher and 10 simultaneous orders', async () => {
    await runAdminCommand(t.ctx, [
      'voucher:create',
      'RACE',
      '--type',
      'flat',
      '--amount',
      '1',
      '--max-uses',
      '1',
    ]);
    const who = await Promise.all(Array.from({ length: 10 }, () => account()));
    const prepared = await Promise.all(
      who.map(async (w) => {
        const q = await quoteFee(t, { authorization: w.auth, vendorId: w.vendorId });
        const v = (await validate(w.auth, w.vendorId, 'RACE', q)).json().result;
        return { w, q, v };
      }),
    );
    const answers = await Promise.all(
      prepared.map(({ w, q, v }) =>
        postOrder(
          t,
          w.auth,
          orderPayload(w.vendorId, q, {
            voucher: {
              code: 'RACE',
              discounted_delivery_fee: v.delivery_fee,
              expires_at: v.expires_at,
              signature: v.signature,
            },
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.json().meta.translation_key).toBe('voucher.error.validation.message');
    }
  });

  it('answer 403 while the voucher flag is off', async () => {
    const { vendorId, auth } = await account();
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    await setFlag(t.ctx.db, { name: 'voucher', value: false, vendorId });
    const res = await validate(auth, vendorId, 'HALF', quote);
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.translation_key).toBe('error.forbidden');
  });
});
