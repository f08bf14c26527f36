import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createParentAccount, createUser, createVendor } from './helpers/factories.ts';
import { testDatabaseLabels } from './helpers/databases.ts';
import { orderPayload, postOrder, quoteFee } from './helpers/request-order.ts';
import { filledTemplate, validOrder } from './helpers/bulk-files.ts';
import { upload, uploadChecked } from './helpers/bulk-api.ts';
import { setFlag } from '../src/modules/flags/service.ts';
import { applyOrderEvent } from '../src/modules/orders/lifecycle.ts';

// During maintenance a vendor's orders can still be followed and cancelled, while new
// requests, bulk orders and changes answer 503 error.maintenance (and are not made).

describe.each(testDatabaseLabels())('maintenance on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: auth }, payload });

  async function placeOrder(): Promise<string> {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const res = await postOrder(t, auth, orderPayload(vendorId, quote));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().result.order_id as string;
  }

  const expectMaintenance = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ meta: { translation_key: 'error.maintenance' } });
  };

  for (const flag of ['planned-maintenance', 'unplanned-maintenance'] as const) {
    it(`${flag}: no new request, bulk order or change; following and cancelling go on`, async () => {
      const placed = await placeOrder();
      const second = await placeOrder();
      // Received by the logistics side: cancellable.
      await applyOrderEvent(t.ctx, {
        orderId: second,
        occurredAt: t.clock.now(),
        status: 'RECEIVED',
      });
      const checked = await uploadChecked(
        t,
        auth,
        vendorId,
        await filledTemplate([validOrder('Maria Bulk')]),
      );
      await setFlag(t.ctx.db, { name: flag, value: true, vendorId });
      try {
        const quote = await quoteFee(t, { authorization: auth, vendorId });
        expectMaintenance(await postOrder(t, auth, orderPayload(vendorId, quote)));
        expectMaintenance(
          await call('PUT', `/api/v1/order/${placed}`, { vendor_id: vendorId, amount: 2400 }),
        );
        expectMaintenance(
          await upload(t, auth, vendorId, await filledTemplate([validOrder('Eleni Bulk')])),
        );
        expectMaintenance(
          await call('POST', `/api/v1/bulk-job/place-orders/${checked.bulk_job.bulk_job_id}`),
        );

        // Read-only: the orders already placed are followed and can still be cancelled.
        const order = await call('GET', `/api/v1/order?vendorId=${vendorId}&orderId=${placed}`);
        expect(order.statusCode, order.body).toBe(200);
        const now = Math.floor(t.clock.now().getTime() / 1000);
        const list = await call(
          'GET',
          `/api/v1/vendor/${vendorId}/orders?from=${now - 3600}&to=${now + 60}&count=200`,
        );
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().result.data.map((o: { order_id: string }) => o.order_id)).toEqual(
          expect.arrayContaining([placed, second]),
        );
        const cancel = await call('PUT', '/api/v1/order/cancel', {
          vendor_id: vendorId,
          order_id: second,
          reason: 'CUSTOMER_CANCELLED',
        });
        expect(cancel.statusCode, cancel.body).toBe(200);
        expect(cancel.json().result.order.status).toBe('CANCELLED');
      } finally {
        await setFlag(t.ctx.db, { name: flag, value: 'default', vendorId });
      }
      // Over: the same request goes through again.
      expect((await placeOrder()).startsWith(`${vendorId}-`)).toBe(true);
    });
  }

  it('refuses adding or editing a collection point and saving an address', async () => {
    const { parent, user } = await createParentAccount(t.ctx, 1);
    await setFlag(t.ctx.db, { name: 'planned-maintenance', value: true, vendorId: null });
    try {
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app.inject({ method, url, headers: { authorization: user.authorization }, payload });
      const outlet = {
        parent_vendor_id: parent.vendorId,
        client_vendor_id: 'MAINT-1',
        name: 'Harbour kiosk',
        phone_number: '+35799123456',
        address: 'Ermou 12, Nicosia',
        latitude: 35.17,
        longitude: 33.36,
        city: 'Nicosia',
        users: [],
        country_code: 'CY',
      };
      expectMaintenance(await send('POST', '/api/v1/outlet', outlet));
      expectMaintenance(await send('PUT', `/api/v1/outlet/${parent.vendorId}`, outlet));
      expectMaintenance(
        await send('PUT', `/api/v1/vendor/${parent.vendorId}/address`, {
          street_address: 'Ermou 12, Nicosia',
          latitude: 35.17,
          longitude: 33.36,
        }),
      );
    } finally {
      await setFlag(t.ctx.db, { name: 'planned-maintenance', value: 'default', vendorId: null });
    }
  });
});
