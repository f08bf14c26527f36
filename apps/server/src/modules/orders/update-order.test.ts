import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orderPayload, postOrder, quoteFee } from '../../../test/helpers/request-order.ts';
import { setFlag } from '../flags/service.ts';
import { applyOrderEvent } from './lifecycle.ts';
import { findOrder } from './store.ts';

describe.each(testDatabaseLabels())('PUT /order/{id} and the address book on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  async function placeOrder(overrides: Record<string, unknown> = {}): Promise<string> {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const res = await postOrder(t, auth, orderPayload(vendorId, quote, overrides));
    expect(res.statusCode).toBe(201);
    return res.json().result.order_id as string;
  }

  const put = (orderId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/order/${orderId}`,
      headers: { authorization: auth },
      payload: { vendor_id: vendorId, ...payload },
    });

  it('changes the amount and item details without a new fee', async () => {
    const orderId = await placeOrder();
    const res = await put(orderId, { amount: 2400, item_details: 'Three souvlaki pitas' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.order).toMatchObject({
      amount: 2400,
      description: 'Three souvlaki pitas',
      payment_method: 'CASH_ON_DELIVERY',
    });
    expect((await findOrder(t.ctx.db, orderId))?.status).toBe('NEW');
  });

  it('moves the drop-off only with a fee quoted for the new place', async () => {
    const orderId = await placeOrder();
    const target = { lat: 35.1467, lng: 33.3667 };
    const location = {
      address: 'Strovolou Avenue 10, Strovolos',
      latitude: target.lat,
      longitude: target.lng,
      notes: 'Gate code 12',
    };
    const withoutFee = await put(orderId, { location });
    expect(withoutFee.statusCode).toBe(409);
    expect(withoutFee.json().meta.translation_key).toBe('error.fee.changed');
    const oldQuote = await quoteFee(t, { authorization: auth, vendorId });
    const staleFee = await put(orderId, {
      location,
      delivery_fee: {
        fee: oldQuote.fee,
        expires_at: oldQuote.expires_at,
        signature: oldQuote.signature,
      },
    });
    expect(staleFee.json().meta.translation_key).toBe('error.fee.changed');
    const quote = await quoteFee(t, { authorization: auth, vendorId, destination: target });
    const res = await put(orderId, {
      location,
      delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      delivery_fee: 400,
      customer: {
        location: {
          address: 'Strovolou Avenue 10, Strovolos',
          latitude: target.lat,
          notes: 'Gate code 12',
        },
      },
    });
  });

  it('changes the payment method with a fee quoted for it', async () => {
    const orderId = await placeOrder();
    const quote = await quoteFee(t, { authorization: auth, vendorId, paymentMethod: 'PAID' });
    const res = await put(orderId, {
      payment_method: 'PAID',
      delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.order.payment_method).toBe('PAID');
    const notAllowed = await put(orderId, { payment_method: 'NONE' });
    expect(notAllowed.json().meta.translation_key).toBe('error.no-payment-method-available');
  });

  it('refuses any change once the rider has picked the order up', async () => {
    const orderId = await placeOrder();
    for (const status of ['WAITING_FOR_TRANSPORT', 'PICKED_UP'] as const) {
      t.clock.advance(1000);
      await applyOrderEvent(t.ctx, { orderId, occurredAt: t.clock.now(), status });
    }
    const res = await put(orderId, { amount: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.translation_key).toBe('order.not-modifiable');
    expect((await findOrder(t.ctx.db, orderId))?.details.amount).toBe(1850);
  });

  it('keeps a logistics event that happened before an edit but arrives after it', async () => {
    const orderId = await placeOrder();
    t.clock.advance(1000);
    const assignedAt = t.clock.now();
    t.clock.advance(1000);
    expect((await put(orderId, { amount: 1900 })).statusCode).toBe(200);
    await applyOrderEvent(t.ctx, {
      orderId,
      occurredAt: assignedAt,
      status: 'ASSIGNED_TO_TRANSPORT',
    });
    const order = await findOrder(t.ctx.db, orderId);
    expect(order?.status).toBe('ASSIGNED_TO_TRANSPORT');
    expect(order?.details.amount).toBe(1900);
  });

  it('answers 403 while modify-order-button is off and 404 for an unknown order', async () => {
    const orderId = await placeOrder();
    expect((await put(`${vendorId}-99999`, { amount: 100 })).statusCode).toBe(404);
    await setFlag(t.ctx.db, { name: 'modify-order-button', value: false, vendorId });
    try {
      expect((await put(orderId, { amount: 100 })).statusCode).toBe(403);
    } finally {
      await setFlag(t.ctx.db, { name: 'modify-order-button', value: 'default', vendorId });
    }
  });

  it('finds past customers by name, phone or address from 2 characters, in the saved-address shape', async () => {
    await placeOrder({
      destinationName: 'Andreas Christou',
      destinationPhoneNumber: '+35799654321',
      destinationTextAddress: 'Ledra Street 40, Nicosia',
      destinationUnitNumber: '2',
      destinationBuilding: 'Ledra House',
      riderNotes: 'Second floor',
    });
    const search = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/addressbook/search-customers/${vendorId}?query=${encodeURIComponent(query)}`,
        headers: { authorization: auth },
      });
    const byName = await search('andréas');
    expect(byName.json().result).toEqual([
      {
        id: expect.any(String),
        name: 'Andreas Christou',
        phone_number: '+35799654321',
        latitude: 35.1733,
        longitude: 33.3614,
        address: '2, Ledra House, Ledra Street 40, Nicosia',
        notes: 'Second floor',
        street_address: 'Ledra Street 40, Nicosia',
        unit: '2',
        building: 'Ledra House',
        city: '',
      },
    ]);
    expect((await search('99 654')).json().result.map((r: { name: string }) => r.name)).toEqual([
      'Andreas Christou',
    ]);
    expect((await search('A')).json().result).toEqual([]);
    expect((await search('nobody here')).json().result).toEqual([]);
    await setFlag(t.ctx.db, { name: 'address-book', value: false, vendorId });
    expect((await search('Andreas')).statusCode).toBe(403);
    await setFlag(t.ctx.db, { name: 'address-book', value: 'default', vendorId });
  });
});
