import type { AddressInfo } from 'node:net';
import Pandago from 'pandago-nodejs-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createVendor } from '../../../test/helpers/factories.ts';
import { createApiClientFor, RECIPIENT } from '../../../test/helpers/api-clients.ts';
import type { TApiClient } from '../../../test/helpers/api-clients.ts';
import { setCountryParameter } from '../country-params/service.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';

// A real third-party client: the npm package pandago-nodejs-sdk, unchanged, pointed at the
// portal by its two base URLs. It signs its assertions with the real clock, so the server's
// clock starts at the real time.

describe('pandago-nodejs-sdk 1.0.8 against the portal', () => {
  let t: TTestApp;
  let base: string;
  let client: TApiClient;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date().toISOString() });
    await setCountryParameter(t.ctx.db, 'serviceHours', '0000:0000');
    const brand = await createVendor(t.ctx, { isParent: true, clientVendorId: 'brand-hq' });
    client = await createApiClientFor(t, brand.vendorId);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('runs create → get → coordinates → fee → time → cancel → outlets through the SDK', async () => {
    const pandago = new Pandago({
      env: 'production',
      countryCode: 'cy',
      clientId: client.clientId,
      keyId: client.keyId,
      privateKey: client.keys.privatePem,
      scope: 'pandago.api.cy.*',
    });
    pandago.authUrl = base;
    pandago.apiUrl = `${base}/cy/api/v1`;

    const order = {
      client_order_id: 'sdk-1',
      recipient: RECIPIENT,
      amount: 23.5,
      payment_method: 'PAID',
      description: 'Refreshing drink',
    };
    const created = await pandago.submitOrder(order);
    expect(created).toMatchObject({ client_order_id: 'sdk-1', status: 'NEW', amount: 23.5 });
    const orderId = created.order_id as string;

    const got = await pandago.getOrder(orderId);
    expect(got).toMatchObject({
      order_id: orderId,
      status: 'NEW',
      description: 'Refreshing drink',
    });

    // Before a courier: the reference's 404 reaches the SDK as its message.
    await expect(pandago.getOrderCurrentCourierLocation(orderId)).rejects.toThrow(
      'no driver is currently assigned',
    );
    const at = new Date(t.clock.now().getTime() + 5_000).toISOString();
    const events = [
      {
        event_id: `${orderId}-sdk`,
        order_id: orderId,
        occurred_at: at,
        status: 'ASSIGNED_TO_TRANSPORT',
        rider: {
          id: 'R7',
          name: 'Eleni K.',
          phone: '+35799000777',
          vehicle: 'bicycle',
          lat: 35.169,
          lng: 33.365,
        },
      },
    ];
    await postLogisticsEvents(t, events);
    t.clock.advance(10_000);
    const position = await pandago.getOrderCurrentCourierLocation(orderId);
    expect(position).toMatchObject({
      client_order_id: 'sdk-1',
      latitude: 35.169,
      longitude: 33.365,
    });

    const fee = await pandago.estimateFee(order);
    expect(fee).toEqual({ client_order_id: 'sdk-1', estimated_delivery_fee: created.delivery_fee });
    const time = await pandago.estimateTime(order);
    expect(Object.keys(time).sort()).toEqual([
      'client_order_id',
      'estimated_delivery_time',
      'estimated_pickup_time',
    ]);

    await pandago.cancelOrder(orderId, 'MISTAKE_ERROR');
    expect(await pandago.getOrder(orderId)).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'MISTAKE_ERROR', source: 'CLIENT' },
    });

    const outlet = await pandago.createOrUpdateOutlet('harbour-9', {
      name: 'Harbour',
      address: 'Harbour Road 9, Nicosia',
      latitude: 35.171,
      longitude: 33.37,
      city: 'Nicosia',
      phone_number: '+35722000009',
      currency: 'EUR',
      locale: 'en-CY',
      description: 'any items are for sale',
    });
    expect(outlet).toMatchObject({ client_vendor_id: 'harbour-9', name: 'Harbour' });
    expect(await pandago.getOutlet('harbour-9')).toMatchObject({
      client_vendor_id: 'harbour-9',
      address: 'Harbour Road 9, Nicosia',
    });
    await expect(pandago.getOutlet('missing')).rejects.toThrow('Outlet not found');
  });
});
