import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';

describe('proof images of an order', () => {
  let t: TTestApp;
  let vendorId: string;
  let orderId: string;
  let owner: { authorization: string };
  let stranger: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    vendorId = (await createVendor(t.ctx)).vendorId;
    owner = await createUser(t.ctx, [vendorId]);
    stranger = await createUser(t.ctx, [(await createVendor(t.ctx)).vendorId]);
    orderId = (await createOrder(t.ctx, vendorId, { status: 'NEAR_CUSTOMER' })).orderId;
    const events = [
      {
        event_id: 'proof-1',
        order_id: orderId,
        occurred_at: '2026-11-21T10:05:00.000Z',
        status: 'DELIVERED',
        proof: {
          kind: 'delivery',
          content_type: 'image/svg+xml',
          image_base64: Buffer.from(SVG).toString('base64'),
        },
      },
    ];
    expect((await postLogisticsEvents(t, events)).accepted).toBe(1);
  });
  afterAll(() => t.close());

  const proof = (kind: string, authorization = owner.authorization, vendor = vendorId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/order/proof?vendorId=${vendor}&orderId=${orderId}&kind=${kind}`,
      headers: { authorization },
    });

  it('answers the image as a data URL with the time it was taken', async () => {
    const res = await proof('delivery');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      kind: 'delivery',
      taken_at: '2026-11-21T10:05:00.000Z',
      content_type: 'image/svg+xml',
      image: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
    });
  });

  it('answers 404 for a proof that was not taken', async () => {
    const res = await proof('pickup');
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.translation_key).toBe('error.not-found');
  });

  it("refuses another vendor's order with 404, whichever vendor id is asked for", async () => {
    expect((await proof('delivery', stranger.authorization)).statusCode).toBe(404);
    const theirs = (await createVendor(t.ctx)).vendorId;
    expect((await proof('delivery', owner.authorization, theirs)).statusCode).toBe(404);
  });

  it('answers 404 while the proof-of-delivery flag is off for the vendor', async () => {
    await runAdminCommand(t.ctx, ['flag:set', 'proof-of-delivery', 'off', '--vendor', vendorId]);
    expect((await proof('delivery')).statusCode).toBe(404);
    await runAdminCommand(t.ctx, [
      'flag:set',
      'proof-of-delivery',
      'default',
      '--vendor',
      vendorId,
    ]);
    expect((await proof('delivery')).statusCode).toBe(200);
  });

  it('refuses an unknown kind and an unsigned caller', async () => {
    expect((await proof('selfie')).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/proof?vendorId=${vendorId}&orderId=${orderId}&kind=delivery`,
    });
    expect(res.statusCode).toBe(401);
  });
});
