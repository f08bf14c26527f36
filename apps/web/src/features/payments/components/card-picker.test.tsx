import '../../../test/dom-stubs';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { TSavedCard } from '@rider-portal/domain/payments';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { defaultPortalConfig } from '../../../shared/config/portal-config';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { checkoutQueryOptions } from '../checkout';
import { emptyCardForm, type TCardForm } from '../state/card-form';
import { CardPicker } from './card-picker';

// The card picker's remove action against a stubbed network (fetch, not our modules): it asks
// first, sends DELETE for the vendor, says how it went and lists the wallet's cards again.

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string) =>
  json(status, { message: key, meta: { translation_key: key }, errors: [] });

const VISA: TSavedCard = {
  id: 'card_visa',
  brand: 'visa',
  last_four: '4242',
  expiry_month: 12,
  expiry_year: 2030,
};
const MASTERCARD: TSavedCard = {
  id: 'card_mc',
  brand: 'mastercard',
  last_four: '4444',
  expiry_month: 11,
  expiry_year: 2031,
};

/** The wallet as the server keeps it: DELETE removes a card unless `failWith` says otherwise. */
function wallet(cards: TSavedCard[], opts: { failWith?: [number, string] } = {}) {
  let saved = [...cards];
  let intents = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input, 'http://portal.test');
    if (url.pathname === '/api/v1/order/payment/auth/V1') {
      return json(200, { wallet_id: 'wal_1', access_token: 'wallet-token', expires_in: 1800 });
    }
    if (url.pathname === '/api/v1/order/payment/intent') {
      intents += 1;
      return json(200, {
        intent_id: `pi_${intents}`,
        payment_methods: [{ payment_method: 'generic_creditcard', saved_cards: saved }],
        amount: 350,
        currency: 'EUR',
      });
    }
    const removal = /^\/api\/v1\/order\/payment\/instrument\/(.+)$/.exec(url.pathname);
    if (removal && init.method === 'DELETE') {
      if (opts.failWith) return envelope(...opts.failWith);
      const id = decodeURIComponent(removal[1]!);
      if (url.searchParams.get('vendorId') !== 'V1' || !saved.some((c) => c.id === id)) {
        return envelope(404, 'error.not-found');
      }
      saved = saved.filter((c) => c.id !== id);
      return json(200, { result: { id } });
    }
    return envelope(404, 'error.not-found');
  });
  return { intents: () => intents };
}

const removals = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init.method === 'DELETE')
    .map(([url]) => url.replace(/^.*\/api\/v1/, ''));

function Harness({ isRemovable }: { isRemovable: boolean }) {
  const checkout = useQuery(checkoutQueryOptions('V1'));
  const [form, setForm] = useState<TCardForm>(emptyCardForm);
  const change = useCallback(
    (patch: Partial<TCardForm>) => setForm((current) => ({ ...current, ...patch })),
    [],
  );
  if (!checkout.data) return <p>loading</p>;
  return (
    <>
      <CardPicker
        kind="generic_creditcard"
        savedCards={checkout.data.savedCards}
        form={form}
        errors={{}}
        canSave
        onChange={change}
        removal={isRemovable ? { vendorId: 'V1' } : undefined}
      />
      <output data-testid="choice">{`${form.choice} ${form.savedCardId ?? ''}`}</output>
    </>
  );
}

async function renderPicker(isRemovable = true) {
  if (!i18n.isInitialized) await initI18n(['en']);
  else await i18n.changeLanguage('en');
  render(
    <AppProviders config={defaultPortalConfig()} queryClient={createQueryClient()}>
      <Harness isRemovable={isRemovable} />
    </AppProviders>,
  );
  await screen.findByRole('radio', { name: 'Visa •••• 4242' });
}

describe('CardPicker: removing a saved card', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks first; keeping the card sends nothing', async () => {
    wallet([VISA, MASTERCARD]);
    await renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(
      within(dialog).getByText(
        'Visa •••• 4242 will no longer be offered when you pay. You can save it again the next time you pay with it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removals()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Visa •••• 4242' })).toBeTruthy();
  });

  it('removes the chosen card, says so, chooses the next one and lists the cards again', async () => {
    const server = wallet([VISA, MASTERCARD]);
    await renderPicker();
    // The newest saved card is chosen first.
    expect(screen.getByTestId('choice').textContent).toBe('EXISTING card_visa');
    expect(server.intents()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(
      await screen.findByText('Visa •••• 4242 has been removed.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(removals()).toEqual(['/order/payment/instrument/card_visa?vendorId=V1']);
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Visa •••• 4242' })).toBeNull());
    expect(screen.getByTestId('choice').textContent).toBe('EXISTING card_mc');
    // The checkout (which lists the saved cards) was fetched again.
    await waitFor(() => expect(server.intents()).toBe(2));
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 4444' })).toBeTruthy();
  });

  it('keeps the card and says why when the removal fails', async () => {
    wallet([VISA], { failWith: [502, 'error.payment.card-remove'] });
    await renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(
      await screen.findByText(
        'We could not remove this card. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // The dialog stays for another try; the card stays chosen.
    expect(screen.getByRole('dialog', { name: 'Remove this card?' })).toBeTruthy();
    expect(screen.getByTestId('choice').textContent).toBe('EXISTING card_visa');
  });

  it('offers no remove action where cards cannot be removed (guests have none)', async () => {
    wallet([VISA]);
    await renderPicker(false);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
