import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { orderFixture } from '../../test/order-fixture';
import { changeLanguage } from '../../shared/i18n/i18n';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';
import el from '@rider-portal/i18n/locales/el/web.json';

// The receipt page of a delivered order against a stubbed network (fetch, not our modules): its
// PDF is asked in the interface language, so its labels read as the page does.

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const delivered = orderFixture({
  order_id: 'V1-7',
  vendor_id: 'V1',
  status: 'DELIVERED',
  proofs: { delivery: { taken_at: '2026-03-10T12:30:00.000Z' } },
});
const PROOF_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';
const receipt = {
  order_id: 'V1-7',
  brand: 'foodpanda',
  vendor: { id: 'V1', name: 'Corner Café', address: 'Main Street 1, Nicosia' },
  customer: { name: 'Maria Georgiou', address: 'Elm Street 4, Nicosia' },
  created_at: delivered.created_at,
  delivered_at: delivered.created_at,
  currency: 'EUR',
  delivery_fee: 350,
  discount: 0,
  total: 350,
  vat_number: null,
  payment_method: 'CASH_ON_DELIVERY',
  status_history: delivered.status_history,
  language: 'en',
  formatted: {
    delivery_fee: '€3.50',
    discount: null,
    total: '€3.50',
    created_at: '10/03/2026, 14:00',
    delivered_at: '10/03/2026, 14:30',
    payment_method: 'Cash on delivery',
    status_history: [],
  },
};

describe('the delivery receipt', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'en');
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(input, 'http://portal.test').pathname;
      if (path === '/api/v1/delivery-receipt/V1-7') return json(200, { result: receipt });
      if (path === '/api/v1/delivery-receipt/V1-7/pdf')
        return new Response('%PDF-1.3', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="receipt-V1-7.pdf"',
          },
        });
      if (path === '/api/v1/order') return json(200, { result: delivered });
      if (path === '/api/v1/order/proof')
        return json(200, {
          result: {
            kind: 'delivery',
            taken_at: '2026-03-10T12:30:00.000Z',
            content_type: 'image/svg+xml',
            image: PROOF_IMAGE,
          },
        });
      return json(404, {
        message: 'error.not-found',
        meta: { translation_key: 'error.not-found' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = () => 'blob:receipt';
    URL.revokeObjectURL = () => {};
    // jsdom cannot follow a download link: the file handed to the browser is checked instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setSession({
      ...EMPTY_SESSION,
      user: { id: 'U1', email: 'owner@example.com' },
      meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setSession(EMPTY_SESSION);
  });

  it('downloads the PDF in the interface language', async () => {
    await renderApp('/delivery-receipt/V1-7', { flags: { 'delivery-receipt': true } });
    await act(() => changeLanguage('el'));
    fireEvent.click(
      await screen.findByRole('button', { name: el['receipt.download-pdf'] }, { timeout: 30_000 }),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url.includes('/pdf'))).toBe(true),
    );
    const [asked] = fetchMock.mock.calls.find(([url]) => url.includes('/pdf'))!;
    const url = new URL(asked, 'http://portal.test');
    expect(url.pathname).toBe('/api/v1/delivery-receipt/V1-7/pdf');
    expect(url.searchParams.get('language')).toBe('el');
  });

  it('shows a proof through the call the order detail uses (GET /order/proof)', async () => {
    await renderApp('/delivery-receipt/V1-7', {
      flags: { 'delivery-receipt': true, 'proof-of-delivery': true },
    });
    const image = await screen.findByRole(
      'img',
      { name: 'Proof of delivery' },
      { timeout: 30_000 },
    );
    expect(image.getAttribute('src')).toBe(PROOF_IMAGE);
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://portal.test'))
      .filter((url) => url.pathname.includes('proof'));
    expect(asked.map((url) => url.pathname)).toEqual(['/api/v1/order/proof']);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      vendorId: 'V1',
      orderId: 'V1-7',
      kind: 'delivery',
    });
  });
});
