import { describe, expect, it } from 'vitest';
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

const order: TOrder = {
  order_id: 'V1-7',
  vendor_id: 'V1',
  status: 'NEW',
  status_history: [{ status: 'NEW', created_at: '2026-11-27T10:00:00Z' }],
  preordered_for: null,
  currency: 'EUR',
  delivery_fee: 350,
  discounted_delivery_fee: null,
  vat_number: null,
  age_validation_required: false,
  pickup: { address: 'Collected here 2', latitude: 35.2, longitude: 33.4 },
  customer: {
    name: 'Maria',
    phone_number: '+35799123456',
    location: { address: 'Drop 3', latitude: 35.15, longitude: 33.35, notes: '' },
  },
  order: { amount: 1200, description: 'Pizza', payment_method: 'PAID', cold_bag_needed: false },
};

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
