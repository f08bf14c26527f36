import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import {
  createUser,
  createVendorOwner,
  startGuestSession,
} from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { paymentProviderOf } from './provider-registry.ts';
import { findSavedCards, findWalletOfVendor } from './store.ts';
import { startCheckout, testCard, TEST_CARDS } from '../../../test/helpers/checkout.ts';

// Removing a saved card (DELETE /order/payment/instrument/{id}, our design): only its owner may,
// the provider forgets the token, and the wallet stops offering it.

describe.each(testDatabaseLabels())('removing a saved card on %s', (database) => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const account = () => createVendorOwner(t.ctx);

  /** Pays an order with a new card and keeps it: the wallet's saved card. */
  async function savedCardOf(who: { vendorId: string; authorization: string }, number: string) {
    t.clock.advance(1000); // the wallet lists the newest card first
    const checkout = await startCheckout(t, who);
    const paid = await checkout.confirm({
      order: checkout.order,
      card: testCard(number),
      save_card: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const next = await startCheckout(t, who);
    const card = next.intent.payment_methods[0]!.saved_cards.find(
      (c) => c.last_four === number.slice(-4),
    );
    expect(card).toBeDefined();
    return card!;
  }

  const remove = (
    cardId: string,
    vendorId: string | undefined,
    authorization: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/order/payment/instrument/${encodeURIComponent(cardId)}`,
      headers: { authorization, ...headers },
      query: vendorId === undefined ? {} : { vendorId },
    });

  const savedIds = async (who: { vendorId: string; authorization: string }) =>
    (await startCheckout(t, who)).intent.payment_methods[0]!.saved_cards.map((c) => c.id);

  it('removes the card from the wallet and at the provider', async () => {
    const me = await account();
    const visa = await savedCardOf(me, TEST_CARDS.success);
    const mastercard = await savedCardOf(me, '5555555555554444');
    expect(await savedIds(me)).toEqual([mastercard.id, visa.id]);
    const wallet = await findWalletOfVendor(t.ctx.db, me.vendorId);
    const [token] = (await findSavedCards(t.ctx.db, wallet!.walletId, 'sandbox'))
      .filter((c) => c.cardId === visa.id)
      .map((c) => c.token);

    // As the browser sends it: JSON content type, no body.
    const res = await remove(visa.id, me.vendorId, me.authorization, {
      'content-type': 'application/json',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { id: visa.id } });
    expect(await savedIds(me)).toEqual([mastercard.id]);

    // The provider refuses the token from now on, whoever still holds it.
    const outcome = await paymentProviderOf(t.ctx).confirm({
      providerIntentId: 'sbx_pi_test',
      amount: 350,
      currency: 'EUR',
      source: { kind: 'token', token: token! },
      isSavingCard: false,
      idempotencyKey: 'removed-card',
      returnUrl: '/payment/return/x',
      now: t.clock.now(),
    });
    expect(outcome).toMatchObject({ kind: 'declined', key: 'error.payment.declined' });

    // The removed card cannot pay an order; removing it again finds nothing.
    const checkout = await startCheckout(t, me);
    const paid = await checkout.confirm({ order: checkout.order, payment_instrument_id: visa.id });
    expect(paid.statusCode).toBe(404);
    const again = await remove(visa.id, me.vendorId, me.authorization);
    expect(again.statusCode).toBe(404);
    expect(again.json().meta.translation_key).toBe('error.not-found');
  });

  it("answers 404 to another vendor's or user's token and keeps the card", async () => {
    const me = await account();
    const card = await savedCardOf(me, TEST_CARDS.success);
    const stranger = await account();
    // The stranger names my vendor: not theirs.
    const foreignVendor = await remove(card.id, me.vendorId, stranger.authorization);
    expect(foreignVendor.statusCode).toBe(404);
    expect(foreignVendor.json()).toMatchObject({ meta: { translation_key: 'error.not-found' } });
    // The stranger names their own vendor: my card is not in their wallet.
    expect((await remove(card.id, stranger.vendorId, stranger.authorization)).statusCode).toBe(404);
    // A user of no vendor at all.
    const nobody = await createUser(t.ctx, []);
    expect((await remove(card.id, me.vendorId, nobody.authorization)).statusCode).toBe(404);
    // A guest has no saved cards, and may not act for my vendor.
    const { vendorId: guestId, authorization: guest } = await startGuestSession(t.app);
    expect((await remove(card.id, me.vendorId, guest)).statusCode).toBe(404);
    expect((await remove(card.id, guestId, guest)).statusCode).toBe(404);
    // Signed out.
    expect((await remove(card.id, me.vendorId, '')).statusCode).toBe(401);
    expect(await savedIds(me)).toEqual([card.id]);
  });

  it("leaves another wallet's copy of the same card chargeable", async () => {
    const me = await account();
    const other = await account();
    const mine = await savedCardOf(me, TEST_CARDS.success);
    const theirs = await savedCardOf(other, TEST_CARDS.success);
    expect((await remove(mine.id, me.vendorId, me.authorization)).statusCode).toBe(200);
    const checkout = await startCheckout(t, other);
    const paid = await checkout.confirm({
      order: checkout.order,
      payment_instrument_id: theirs.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('validates the call with the shared schemas and answers the one error envelope', async () => {
    const me = await account();
    const missing = await remove('card_x', undefined, me.authorization);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: expect.any(String),
      meta: { translation_key: expect.any(String) },
      errors: [expect.objectContaining({ field: expect.stringContaining('vendorId') })],
    });
    const extra = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/order/payment/instrument/card_x`,
      headers: { authorization: me.authorization },
      query: { vendorId: me.vendorId, other: '1' },
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await remove('card_unknown', me.vendorId, me.authorization);
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the card when the provider cannot be asked (502), and removes it on a retry', async () => {
    const me = await account();
    const card = await savedCardOf(me, TEST_CARDS.success);
    const provider = paymentProviderOf(t.ctx);
    // The processor is unreachable for one call.
    const outage = vi
      .spyOn(provider, 'deleteInstrument')
      .mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    try {
      const res = await remove(card.id, me.vendorId, me.authorization);
      expect(res.statusCode).toBe(502);
      expect(res.json().meta.translation_key).toBe('error.payment.card-remove');
      expect(await savedIds(me)).toEqual([card.id]);
      expect((await remove(card.id, me.vendorId, me.authorization)).statusCode).toBe(200);
      expect(await savedIds(me)).toEqual([]);
    } finally {
      outage.mockRestore();
    }
  });

  it('describes the call in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/order/payment/instrument/{instrumentId}']).toHaveProperty('delete');
  });
});
