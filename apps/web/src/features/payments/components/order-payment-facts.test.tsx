import '../../../test/dom-stubs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TOrderPayment } from '@rider-portal/domain/payments';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { defaultPortalConfig } from '../../../shared/config/portal-config';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { OrderPaymentFacts } from './order-payment-facts';

// The order's card payment on the order screens: each refund with its state, a refused one with
// the time it is tried again (the server retries refunds by itself).

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function payment(refund: Partial<TOrderPayment['refunds'][number]>): TOrderPayment {
  return {
    intent_id: 'pi_1',
    status: 'paid',
    payment_method: 'generic_creditcard',
    amount: 350,
    currency: 'EUR',
    card: { brand: 'visa', last_four: '4242' },
    failure_key: null,
    paid_at: '2026-11-21T09:30:00.000Z',
    refunds: [
      {
        refund_id: 're_1',
        amount: 350,
        currency: 'EUR',
        status: 'pending',
        created_at: '2026-11-21T10:00:00.000Z',
        attempts: 1,
        next_attempt_at: null,
        ...refund,
      },
    ],
  };
}

async function renderFacts(answer: TOrderPayment) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ result: answer }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  if (!i18n.isInitialized) await initI18n(['en']);
  else await i18n.changeLanguage('en');
  render(
    <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
      <OrderPaymentFacts
        order={{ order_id: 'V1-1', vendor_id: 'V1', updated_at: '2026-11-21T10:00:00.000Z' }}
        country="CY"
        timeZone="UTC"
      />
    </AppProviders>,
  );
  return screen.findByTestId('order-refund');
}

describe('OrderPaymentFacts: refunds', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when a refused refund is tried again', async () => {
    const line = await renderFacts(payment({ next_attempt_at: '2026-11-21T10:01:00.000Z' }));
    expect(line.textContent).toMatch(
      /^The card processor has not accepted the refund of €3\.50 yet\. We will try again at 10:01\.$/,
    );
  });

  it('shows a refund being sent, and one that went through', async () => {
    expect((await renderFacts(payment({}))).textContent).toMatch(
      /^Refund of €3\.50 in progress \(/,
    );
    cleanup();
    const done = await renderFacts(payment({ status: 'succeeded', attempts: 2 }));
    expect(done.textContent).toMatch(/^€3\.50 refunded to the card on /);
  });
});
