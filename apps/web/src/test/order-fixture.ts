import type { TOrderView } from '@rider-portal/domain/order-view';

/** An order as the API presents it, for web tests. */
export function orderFixture(overrides: Partial<TOrderView> = {}): TOrderView {
  const createdAt = overrides.created_at ?? '2026-11-21T09:00:00.000Z';
  const status = overrides.status ?? 'RECEIVED';
  return {
    order_id: 'V1-1',
    vendor_id: 'V1',
    created_at: createdAt,
    updated_at: createdAt,
    status,
    status_history: [{ status, created_at: createdAt }],
    preordered_for: null,
    currency: 'EUR',
    delivery_fee: 350,
    discounted_delivery_fee: null,
    discounted_delivery_fee_signature: null,
    voucher: null,
    vat_number: null,
    age_validation_required: false,
    login_pickup_estimation: 15,
    pickup: { address: 'Main Street 1, Nicosia', latitude: 35.17, longitude: 33.36 },
    customer: {
      name: 'Maria Georgiou',
      phone_number: '+35799123456',
      location: { address: 'Elm Street 4, Nicosia', latitude: 35.18, longitude: 33.37, notes: '' },
    },
    order: {
      amount: 1850,
      description: 'Lunch',
      payment_method: 'CASH_ON_DELIVERY',
      cold_bag_needed: false,
    },
    sender: null,
    cancel_reason: null,
    eta_pickup_at: null,
    eta_dropoff_at: null,
    rider: null,
    attention: null,
    proofs: {},
    ...overrides,
  };
}
