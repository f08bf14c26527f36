import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TC2cTracking, TPublicTracking } from '@rider-portal/domain/public-tracking';
import { renderApp } from '../../test/render-app';

// The public tracking pages against a stubbed network (fetch, not our modules): what a signed
// link shows, what a sender's link adds, and what a link without a valid token says.

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () =>
  json(404, {
    message: 'This tracking link is not valid.',
    meta: { translation_key: 'public-tracking.not-found' },
    errors: [],
  });

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const tracking: TPublicTracking = {
  order_id: 'V1-4',
  status: 'PICKED_UP',
  status_group: 'collected',
  status_history: [
    { status: 'NEW', created_at: at(20) },
    { status: 'COURIER_ACCEPTED_DELIVERY', created_at: at(15) },
    { status: 'PICKED_UP', created_at: at(5) },
  ],
  created_at: at(20),
  preordered_for: null,
  vendor_name: 'Corner Café',
  pickup: { address: 'Main Street 1, Nicosia', latitude: 35.17, longitude: 33.36 },
  dropoff: { address: 'Elm Street 4, Nicosia', latitude: 35.18, longitude: 33.37 },
  eta_pickup_at: null,
  eta_dropoff_at: new Date(Date.now() + 12 * 60_000 - 1000).toISOString(),
  rider: {
    name: 'Nikos',
    vehicle: 'scooter',
    lat: 35.175,
    lng: 33.365,
    heading: 45,
    updated_at: at(0),
  },
};

const c2c: TC2cTracking = {
  ...tracking,
  // A guest's card order: two steps in a row read "payment initiated".
  status_history: [
    { status: 'INITIATED', created_at: at(22) },
    { status: 'PAYMENT_INITIATED', created_at: at(21) },
    { status: 'PAYMENT_COMMITTED', created_at: at(21) },
    ...tracking.status_history,
  ],
  vendor_name: null,
  pickup: { ...tracking.pickup, unit: '', building: '', notes: '' },
  dropoff: { ...tracking.dropoff, unit: '2B', building: 'Elm Court', notes: 'Ring twice' },
  sender: { name: 'Andreas Ioannou', phone_number: '+35799654321' },
  receiver: { name: 'Maria Georgiou', phone_number: '+35799123456' },
  parcel: { description: 'A birthday cake', cold_bag_needed: true, amount: 3500, currency: 'EUR' },
  payment: { method: 'PAID', status: 'paid' },
};

describe('the public tracking pages', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'en');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(input, 'http://portal.test');
      const token = url.searchParams.get('t');
      if (url.pathname === '/api/v1/public/tracking/V1-4' && token === 'good') {
        return json(200, { result: tracking });
      }
      if (url.pathname === '/api/v1/public/tracking-c2c/V1-4' && token === 'sender') {
        return json(200, { result: c2c });
      }
      return notFound();
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the progress, the ETA, the rider and the two addresses, without navigation', async () => {
    await renderApp('/tracking/V1-4?t=good');
    expect(
      await screen.findByRole('heading', { name: 'Order V1-4' }, { timeout: 30_000 }),
    ).toBeTruthy();
    // The heading shows at once (with the skeleton); the order follows.
    // A restaurant's order is an order, not a parcel.
    expect((await screen.findByTestId('tracking-message')).textContent).toBe(
      'The order has been collected and is on its way to the customer',
    );
    expect(screen.getByTestId('tracking-eta').textContent).toBe(
      'Estimated time to drop-off: 12 minutes',
    );
    const rider = screen.getByRole('region', { name: 'Rider' });
    expect(within(rider).getByText('Nikos')).toBeTruthy();
    expect(within(rider).getByText('Scooter')).toBeTruthy();
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('Elm Street 4, Nicosia')).toBeTruthy();
    expect(screen.getByText(/From Corner Café/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status history' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/public/tracking/V1-4?t=good');
  });

  it("adds sender, receiver, parcel, payment and notes on the sender's page", async () => {
    await renderApp('/tracking-c2c/V1-4?t=sender');
    expect(
      await screen.findByRole('heading', { name: 'Parcel V1-4' }, { timeout: 30_000 }),
    ).toBeTruthy();
    const sender = await screen.findByRole('region', { name: 'Sender' });
    // What a person sends is a parcel.
    expect(screen.getByTestId('tracking-message').textContent).toBe(
      'The parcel has been collected and is on its way to the recipient',
    );
    expect(within(sender).getByText('Andreas Ioannou')).toBeTruthy();
    expect(within(sender).getByRole('link', { name: '+35799654321' })).toBeTruthy();
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    expect(within(receiver).getByText('Maria Georgiou')).toBeTruthy();
    const parcel = screen.getByRole('region', { name: 'Parcel' });
    expect(within(parcel).getByText('A birthday cake')).toBeTruthy();
    expect(within(parcel).getByText('Payment status')).toBeTruthy();
    expect(within(parcel).getByText(/35\.00/)).toBeTruthy();
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByText('2B, Elm Court, Elm Street 4, Nicosia')).toBeTruthy();
    expect(within(addresses).getByText('Ring twice')).toBeTruthy();
    // Steps that read the same show once.
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getAllByText('Payment initiated')).toHaveLength(1);
  });

  it.each([
    ['a wrong token', '/tracking/V1-4?t=bad'],
    ['no token', '/tracking/V1-4'],
    ["the receiver's token on the sender's page", '/tracking-c2c/V1-4?t=good'],
  ])('says the link is not valid for %s', async (_label, path) => {
    await renderApp(path);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This tracking link is not valid.' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Ask whoever sent it for a new link/)).toBeTruthy();
    expect(screen.queryByText('Nikos')).toBeNull();
  });
});
