import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../test/order-fixture';
import { createMode, editMode } from './request-mode';

type TOptions = Parameters<typeof createMode>[0];
type TOrder = Parameters<typeof editMode>[0];

const options: TOptions = {
  vendor_id: 'V1',
  name: 'Kafe',
  is_guest: false,
  pickup: { has_coordinates: true, address: 'Odos 1', latitude: 35.1, longitude: 33.3, city: '' },
  estimation_pick_up_time: 10,
  payment_methods: ['CASH_ON_DELIVERY', 'PAID'],
  default_payment_method: 'PAID',
  item_value_limit: null,
  currency: 'EUR',
};

const order: TOrder = orderFixture({
  order_id: 'V1-7',
  status: 'NEW',
  pickup: { address: 'Collected here 2', latitude: 35.2, longitude: 33.4 },
  customer: {
    name: 'Maria',
    phone_number: '+35799123456',
    location: { address: 'Drop 3', latitude: 35.15, longitude: 33.35, notes: '' },
  },
});

const input = { vendorId: 'V1', country: 'CY' as const, fee: null, isVatEnabled: false };

describe('what differs between a new order and a change', () => {
  it('asks a guest or a vendor without coordinates for the origin, and no one changing an order', () => {
    expect(createMode(options).needsOrigin).toBe(false);
    expect(createMode({ ...options, is_guest: true }).needsOrigin).toBe(true);
    const noPoint = { ...options.pickup, has_coordinates: false, latitude: null, longitude: null };
    expect(createMode({ ...options, pickup: noPoint }).needsOrigin).toBe(true);
    expect(editMode(order, 'CY').needsOrigin).toBe(false);
  });

  it("collects where the vendor is for a new order, and where the order's pickup is for a change", () => {
    expect(createMode(options).pickupPoint).toEqual({ lat: 35.1, lng: 33.3 });
    expect(editMode(order, 'CY').pickupPoint).toEqual({ lat: 35.2, lng: 33.4 });
    expect(editMode(order, 'CY').pickupAddress).toBe('Collected here 2');
  });

  it('sends a new order with its card, and a change to the order it edits', () => {
    const create = createMode(options);
    const created = create.submission({ ...input, draft: create.initialDraft() });
    expect(created.mode).toBe('create');
    expect(created.mode === 'create' && created.payload.vendor_id).toBe('V1');
    const edit = editMode(order, 'CY');
    const changed = edit.submission({ ...input, draft: edit.initialDraft() });
    expect(changed).toMatchObject({ mode: 'edit', orderId: 'V1-7' });
    expect(edit.initialDraft().dropOff?.address).toBe('Drop 3');
  });

  it('offers a voucher and names the button by what the form does', () => {
    expect(createMode(options)).toMatchObject({
      hasVoucher: true,
      submitLabelKey: 'request.submit.create',
      failureKey: 'order.create-failed',
    });
    expect(editMode(order, 'CY')).toMatchObject({
      hasVoucher: false,
      submitLabelKey: 'request.submit.update',
      failureKey: 'order.update-failed',
    });
  });
});
