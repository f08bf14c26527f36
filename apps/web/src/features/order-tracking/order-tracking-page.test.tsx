import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toOrderListItem } from '@rider-portal/domain/order-view';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { renderApp } from '../../test/render-app';
import { vendorFixture } from '../../test/vendor-fixture';
import { orderFixture } from '../../test/order-fixture';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';

// The whole app at /order-tracking/V1 against a stubbed network (fetch and WebSocket, not our
// modules): the grouped list, the open order, the cancel dialog, and a live update.

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string) =>
  json(status, { message: key, meta: { translation_key: key }, errors: [] });

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

const vendor = vendorFixture();

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

function network(orders: { today: TOrderView[]; scheduled: TOrderView[] }) {
  const cancelled: TOrderView[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input, 'http://portal.test');
    const path = url.pathname;
    if (path === '/api/v1/vendors') return json(200, { result: { vendors: [vendor] } });
    if (path === '/api/v1/vendor/V1') return json(200, { result: vendor });
    if (path === '/api/v1/vendor/V1/orders') {
      // The list answers list items (what a row shows); the whole order is GET /order.
      const listed = url.searchParams.get('scheduled') === 'true' ? orders.scheduled : orders.today;
      return json(200, { result: { data: listed.map(toOrderListItem), pagination_key: null } });
    }
    if (path === '/api/v1/order') {
      const id = url.searchParams.get('orderId');
      const order = [...orders.today, ...orders.scheduled].find((o) => o.order_id === id);
      return order ? json(200, { result: order }) : envelope(404, 'error.not-found');
    }
    if (path === '/api/v1/order/cancel' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { order_id: string; reason: string };
      if (body.order_id === 'V1-8') throw new TypeError('Failed to fetch');
      if (body.order_id === 'V1-9') {
        // A rider accepted it a moment before: refused, and the order is the rider's now.
        const index = orders.today.findIndex((o) => o.order_id === 'V1-9');
        const at = new Date().toISOString();
        const order = orders.today[index]!;
        orders.today[index] = {
          ...order,
          status: 'COURIER_ACCEPTED_DELIVERY',
          updated_at: at,
          status_history: [
            ...order.status_history,
            { status: 'COURIER_ACCEPTED_DELIVERY', created_at: at },
          ],
        };
        return envelope(409, 'order.cant-cancel-order');
      }
      const order = orders.today.find((o) => o.order_id === body.order_id)!;
      const at = new Date().toISOString();
      const done: TOrderView = {
        ...order,
        status: 'CANCELLED',
        updated_at: at,
        status_history: [...order.status_history, { status: 'CANCELLED', created_at: at }],
        cancel_reason: body.reason,
      };
      cancelled.push(done);
      return json(200, {
        result: { message: 'attempt-cancel', translation_key: 'order.attempt-cancel', order: done },
      });
    }
    return envelope(404, 'error.not-found');
  });
  return { cancelled };
}

/** The page's code loads lazily (and is transformed on first use in tests): wait for it once. */
const page = () => screen.findByRole('heading', { name: 'Order tracking' }, { timeout: 30_000 });

const cancelCalls = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.includes('/order/cancel') && init.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)) as unknown);

describe('the order tracking screen', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'en');
    FakeSocket.all = [];
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('WebSocket', FakeSocket);
    setSession({
      ...EMPTY_SESSION,
      user: { id: 'U1', email: 'owner@example.com' },
      meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSession(EMPTY_SESSION);
  });

  it('groups the orders, opens the one in the URL and cancels it with a reason', async () => {
    const received = orderFixture({
      order_id: 'V1-2',
      created_at: minutesAgo(5),
      updated_at: minutesAgo(4),
      status: 'RECEIVED',
      customer: {
        name: 'Nikos Ioannou',
        phone_number: '+35799111222',
        location: { address: 'Olive Avenue 2', latitude: 35.18, longitude: 33.37, notes: '' },
      },
    });
    const collected = orderFixture({
      order_id: 'V1-1',
      created_at: minutesAgo(30),
      updated_at: minutesAgo(10),
      status: 'PICKED_UP',
      eta_dropoff_at: new Date(Date.now() + 12 * 60_000).toISOString(),
    });
    const preorder = orderFixture({
      order_id: 'V1-3',
      created_at: minutesAgo(60),
      status: 'RECEIVED',
      preordered_for: Math.floor(Date.now() / 1000) + 86_400,
      customer: {
        name: 'Eleni Pavlou',
        phone_number: '+35799333444',
        location: { address: 'Sea View 8', latitude: 35.19, longitude: 33.38, notes: '' },
      },
    });
    network({ today: [received, collected], scheduled: [preorder] });
    await renderApp('/order-tracking/V1?order_id=V1-2');
    await page();

    const newGroup = await screen.findByRole('region', { name: 'New' }, { timeout: 5000 });
    expect(within(newGroup).getByRole('button', { name: /Nikos Ioannou/ })).toBeTruthy();
    const collectedGroup = screen.getByRole('region', { name: 'Collected' });
    expect(within(collectedGroup).getByText('Drop-off in 12 minutes')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Scheduled' })).getByRole('button', {
        name: /Eleni Pavlou/,
      }),
    ).toBeTruthy();

    // The order of ?order_id=, its map hidden while a rider is found.
    expect(await screen.findByText('Your order has been placed')).toBeTruthy();
    expect(screen.getByText('Finding a rider')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order V1-2?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate order' }));
    fireEvent.click(confirm);

    expect(
      await screen.findByText('We are cancelling your order.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(cancelCalls()).toEqual([
      { vendor_id: 'V1', order_id: 'V1-2', reason: 'DUPLICATE_ORDER' },
    ]);
    expect(
      await screen.findByText('The order has been cancelled. Any payment will be refunded.'),
    ).toBeTruthy();
    const cancelledGroup = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(cancelledGroup).getByRole('button', { name: /Nikos Ioannou/ })).toBeTruthy();
    // The order (full screen on this narrow screen) can no longer be cancelled.
    const opened = screen.getByRole('dialog', { name: 'Order V1-2' });
    expect(within(opened).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(opened).getByText('Duplicate order')).toBeTruthy();
  }, 60_000);

  it('names each order by its full number and filters the list by a group chip', async () => {
    const received = orderFixture({
      order_id: 'V1-2',
      created_at: minutesAgo(5),
      status: 'RECEIVED',
      customer: {
        name: 'Nikos Ioannou',
        phone_number: '+35799111222',
        location: { address: 'Olive Avenue 2', latitude: 35.18, longitude: 33.37, notes: '' },
      },
    });
    const collected = orderFixture({
      order_id: 'V1-1',
      created_at: minutesAgo(30),
      status: 'PICKED_UP',
    });
    network({ today: [received, collected], scheduled: [] });
    const { router } = await renderApp('/order-tracking/V1');
    await page();

    // The number as every other screen writes it, not '#2'.
    const newGroup = await screen.findByRole('region', { name: 'New' }, { timeout: 5000 });
    const row = within(newGroup).getByRole('button', { name: /Nikos Ioannou/ });
    expect(within(row).getByText('V1-2')).toBeTruthy();
    expect(row.textContent).not.toContain('#');

    // The chips above the list filter it, and say which one is on.
    const chips = screen.getByRole('group', { name: 'Orders by status' });
    const collectedChip = within(chips).getByRole('button', { name: 'Collected · 1' });
    expect(collectedChip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(collectedChip);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Collected' })).toBeTruthy();
    expect(collectedChip.getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toContain('group=collected');
    // An empty group cannot be chosen; the chosen one again shows every group.
    expect(
      (within(chips).getByRole('button', { name: 'Cancelled · 0' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(collectedChip);
    expect(await screen.findByRole('region', { name: 'New' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('group=');
  }, 60_000);

  it('loads an order when the pointer rests on its row, before it is opened', async () => {
    const received = orderFixture({
      order_id: 'V1-2',
      created_at: minutesAgo(5),
      status: 'RECEIVED',
      customer: {
        name: 'Nikos Ioannou',
        phone_number: '+35799111222',
        location: {
          address: 'Olive Avenue 2',
          latitude: 35.18,
          longitude: 33.37,
          notes: 'Blue door',
        },
      },
    });
    network({ today: [received], scheduled: [] });
    await renderApp('/order-tracking/V1');
    await page();
    const row = await screen.findByRole('button', { name: /Nikos Ioannou/ }, { timeout: 5000 });
    const detailCalls = () =>
      fetchMock.mock.calls.filter(
        ([url]) => new URL(url, 'http://portal.test').pathname === '/api/v1/order',
      );
    expect(detailCalls()).toHaveLength(0);
    fireEvent.pointerEnter(row);
    await waitFor(() => expect(detailCalls()).toHaveLength(1));
    expect(new URL(detailCalls()[0]![0], 'http://portal.test').searchParams.get('orderId')).toBe(
      'V1-2',
    );
    // Opened, it shows what only the whole order has (the rider's notes), without asking again.
    fireEvent.click(row);
    expect(await screen.findByText('Blue door')).toBeTruthy();
    expect(detailCalls()).toHaveLength(1);
  }, 60_000);

  it('offers the cancel until a rider accepts, then says why it no longer can', async () => {
    const received = orderFixture({
      order_id: 'V1-2',
      created_at: minutesAgo(2),
      status: 'RECEIVED',
    });
    const accepted = orderFixture({
      order_id: 'V1-4',
      created_at: minutesAgo(3),
      status: 'COURIER_ACCEPTED_DELIVERY',
      customer: {
        name: 'Maria Georgiou',
        phone_number: '+35799777888',
        location: { address: 'Elm Street 4', latitude: 35.18, longitude: 33.37, notes: '' },
      },
    });
    network({ today: [received, accepted], scheduled: [] });
    await renderApp('/order-tracking/V1?order_id=V1-2');
    await page();
    const open = await screen.findByRole('dialog', { name: 'Order V1-2' }, { timeout: 5000 });
    const cancel = await within(open).findByRole('button', { name: 'Cancel order' });
    expect((cancel as HTMLButtonElement).disabled).toBe(false);
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cancel.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You can cancel until a rider accepts the order.',
    );
    cleanup();

    await renderApp('/order-tracking/V1?order_id=V1-4');
    await page();
    const other = await screen.findByRole('dialog', { name: 'Order V1-4' }, { timeout: 5000 });
    const refused = await within(other).findByRole('button', { name: 'Cancel order' });
    expect((refused as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(refused.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A rider has accepted this order, so it can no longer be cancelled.',
    );
  }, 60_000);

  it('closes the dialog and says why when the server refuses (a rider accepted meanwhile)', async () => {
    const order = orderFixture({ order_id: 'V1-9', created_at: minutesAgo(2), status: 'RECEIVED' });
    network({ today: [order], scheduled: [] });
    await renderApp('/order-tracking/V1?order_id=V1-9');
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order V1-9?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Customer cancelled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(
        'Unfortunately we could not cancel that order',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel order V1-9?' })).toBeNull(),
    );
    // The notice and the order say why, read from the order as it is now.
    const why = 'A rider has accepted this order, so it can no longer be cancelled.';
    await waitFor(() => expect(screen.getAllByText(why).length).toBe(2));
    const opened = screen.getByRole('dialog', { name: 'Order V1-9' });
    const cancel = within(opened).getByRole('button', { name: 'Cancel order' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('keeps the dialog and the chosen reason when the connection fails', async () => {
    const order = orderFixture({ order_id: 'V1-8', created_at: minutesAgo(2), status: 'RECEIVED' });
    network({ today: [order], scheduled: [] });
    await renderApp('/order-tracking/V1?order_id=V1-8');
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order V1-8?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Customer cancelled' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(
        'Unfortunately we could not cancel that order',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    // For another try or to keep the order.
    const still = screen.getByRole('dialog', { name: 'Cancel order V1-8?' });
    expect(
      (within(still).getByRole('radio', { name: 'Customer cancelled' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  }, 60_000);

  it('subscribes to the vendor and shows a new order as soon as the live channel says so', async () => {
    network({ today: [], scheduled: [] });
    await renderApp('/order-tracking/V1');
    await page();
    expect(await screen.findByText('No live orders', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/live?authorization=Bearer%20a%7Ci`);
    socket.open();
    await waitFor(() =>
      expect(socket.sent).toEqual([{ action: 'subscribeToVendor', data: { vendor_id: 'V1' } }]),
    );
    socket.push({ type: 'subscribe_ok', data: { vendor_id: 'V1', vendor_ids: ['V1'] } });
    expect(await screen.findByText('Live')).toBeTruthy();
    socket.push({
      type: 'order_update',
      seq: 1,
      vendor_id: 'V1',
      data: orderFixture({
        order_id: 'V1-5',
        created_at: minutesAgo(0),
        status: 'NEW',
        customer: {
          name: 'Andreas Christou',
          phone_number: '+35799555666',
          location: { address: 'Lemon Lane 19', latitude: 35.18, longitude: 33.37, notes: '' },
        },
      }),
    });
    const newGroup = await screen.findByRole('region', { name: 'New' });
    expect(within(newGroup).getByRole('button', { name: /Andreas Christou/ })).toBeTruthy();
  }, 60_000);
});
