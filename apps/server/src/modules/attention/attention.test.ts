import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';
import { textsIn } from '@rider-portal/i18n/catalogue';
import { mailOutbox } from '../../db/schema.ts';
import { findEventsAfter } from '../live/store.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { runAttentionSweep } from './service.ts';

const MINUTE = 60_000;
/** The owners' mail is in the market's first language (Cyprus: Greek). */
const mailText = textsIn('el', 'mail');

describe.each(testDatabaseLabels())('orders that are stuck, on %s', (database) => {
  let t: TTestApp;
  let vendor: Awaited<ReturnType<typeof createVendor>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let eventCount = 0;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendor = await createVendor(t.ctx, { name: 'Souvlaki Corner' });
    owner = await createUser(t.ctx, [vendor.vendorId]);
  });
  afterAll(() => t.close());

  /** The vendor's tracking list as the screen asks for it. */
  async function listed(authorization?: string, vendorId = vendor.vendorId) {
    // A fresh sign-in: the clock moves past a token's life in these tests.
    authorization ??= (await createUser(t.ctx, [vendorId])).authorization;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${vendorId}/orders?from=${now - 86_400}&to=${now + 86_400}`,
      headers: { authorization },
    });
    return res;
  }

  async function attentionOf(orderId: string) {
    const res = await listed();
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json().result as { data: TOrderListItem[] }).data;
    return items.find((o) => o.order_id === orderId)?.attention ?? null;
  }

  async function mailsAbout(orderId: string) {
    return t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), like(mailOutbox.subject, `%${orderId}%`)))
      .orderBy(desc(mailOutbox.id));
  }

  function send(orderId: string, status: string, extra: Record<string, unknown> = {}) {
    eventCount += 1;
    return postLogisticsEvents(t, [
      {
        event_id: `${orderId}-attention-${eventCount}`,
        order_id: orderId,
        occurred_at: t.clock.now().toISOString(),
        status,
        ...extra,
      },
    ]);
  }

  it('flags an order 10 minutes without a rider, tells every screen live and mails the owners once', async () => {
    const order = await createOrder(t.ctx, vendor.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    const seq = (
      await findEventsAfter(t.ctx.db, { vendorId: vendor.vendorId, after: 0, limit: 1000 })
    ).length;
    t.clock.advance(9 * MINUTE);
    await runAttentionSweep(t.ctx);
    expect(await attentionOf(order.orderId)).toBeNull();

    t.clock.advance(2 * MINUTE);
    await runAttentionSweep(t.ctx);
    const since = new Date(order.createdAt.getTime() + 10 * MINUTE).toISOString();
    expect(await attentionOf(order.orderId)).toEqual({ reason: 'no-rider', since });

    // The live channel carries the flagged order to every open screen of the vendor.
    const events = await findEventsAfter(t.ctx.db, {
      vendorId: vendor.vendorId,
      after: seq,
      limit: 1000,
    });
    expect(events.map((e) => e.payload)).toContainEqual(
      expect.objectContaining({
        type: 'order_update',
        data: expect.objectContaining({
          order_id: order.orderId,
          attention: { reason: 'no-rider', since },
        }),
      }),
    );

    const [mail] = await mailsAbout(order.orderId);
    expect(mail?.subject).toBe(`Η παραγγελία ${order.orderId} χρειάζεται προσοχή`);
    expect(mail?.text).toContain(
      mailText('attention.reason-no-rider', {
        order: order.orderId,
        vendor: 'Souvlaki Corner',
        minutes: '11',
      }),
    );
    expect(mail?.text).toContain(
      `/order-tracking/${vendor.vendorId}?order_id=${encodeURIComponent(order.orderId)}`,
    );

    // Later sweeps change nothing and write no second mail.
    t.clock.advance(5 * MINUTE);
    expect(await runAttentionSweep(t.ctx)).toBe(0);
    expect(await mailsAbout(order.orderId)).toHaveLength(1);

    // A rider accepts: the flag clears in the same change, and stays cleared.
    await send(order.orderId, 'COURIER_ACCEPTED_DELIVERY');
    expect(await attentionOf(order.orderId)).toBeNull();
    expect(await runAttentionSweep(t.ctx)).toBe(0);
    expect(await attentionOf(order.orderId)).toBeNull();
    const last = (
      await findEventsAfter(t.ctx.db, { vendorId: vendor.vendorId, after: seq, limit: 1000 })
    ).at(-1);
    expect(last?.payload).toMatchObject({
      data: { order_id: order.orderId, status: 'COURIER_ACCEPTED_DELIVERY', attention: null },
    });
    expect(await mailsAbout(order.orderId)).toHaveLength(1);
  });

  it('flags a delayed order once its new estimate has passed, and clears it when it is picked up', async () => {
    const order = await createOrder(t.ctx, vendor.vendorId, {
      status: 'COURIER_ACCEPTED_DELIVERY',
    });
    const estimate = new Date(t.clock.now().getTime() + 20 * MINUTE);
    await send(order.orderId, 'DELAYED', { eta: { dropoff_at: estimate.toISOString() } });
    t.clock.advance(19 * MINUTE);
    await runAttentionSweep(t.ctx);
    expect(await attentionOf(order.orderId)).toBeNull();

    t.clock.advance(MINUTE);
    await runAttentionSweep(t.ctx);
    expect(await attentionOf(order.orderId)).toEqual({
      reason: 'delayed',
      since: estimate.toISOString(),
    });
    const [mail] = await mailsAbout(order.orderId);
    expect(mail?.text).toContain(
      mailText('attention.reason-delayed', { order: order.orderId, vendor: 'Souvlaki Corner' }),
    );

    await send(order.orderId, 'PICKED_UP');
    expect(await attentionOf(order.orderId)).toBeNull();
  });

  it('flags a card payment that is not confirmed for 10 minutes', async () => {
    const order = await createOrder(t.ctx, vendor.vendorId, { status: 'PAYMENT_INITIATED' });
    t.clock.advance(10 * MINUTE);
    await runAttentionSweep(t.ctx);
    const [row] = await mailsAbout(order.orderId);
    expect(row?.text).toContain(
      `Η πληρωμή με κάρτα της παραγγελίας ${order.orderId} του Souvlaki Corner δεν έχει επιβεβαιωθεί ακόμη, 10 λεπτά αφότου ξεκίνησε.`,
    );
  });

  it('leaves an order alone that moved on between the sweep reading it and writing it', async () => {
    const order = await createOrder(t.ctx, vendor.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    await send(order.orderId, 'COURIER_ACCEPTED_DELIVERY');
    t.clock.advance(30 * MINUTE);
    await runAttentionSweep(t.ctx);
    expect(await attentionOf(order.orderId)).toBeNull();
    expect(await mailsAbout(order.orderId)).toHaveLength(0);
  });

  it("writes one mail a sweep for a vendor's orders stuck together, naming each once", async () => {
    const busy = await createVendor(t.ctx, { name: 'Busy Grill' });
    const busyOwner = await createUser(t.ctx, [busy.vendorId]);
    const first = await createOrder(t.ctx, busy.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    const second = await createOrder(t.ctx, busy.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    t.clock.advance(12 * MINUTE);
    await runAttentionSweep(t.ctx);
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, busyOwner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      mailText('attention.subject-many', { count: '2', vendor: 'Busy Grill' }),
    );
    for (const order of [first, second]) {
      expect(mails[0]!.text).toContain(
        mailText('attention.reason-no-rider', {
          order: order.orderId,
          vendor: 'Busy Grill',
          minutes: '12',
        }),
      );
    }
    // The link opens the vendor's tracking screen, where they are first in their groups.
    expect(mails[0]!.text).toMatch(new RegExp(`/order-tracking/${busy.vendorId}$`));
  });

  it("uses a vendor's own limit set by the operator, and goes back to the market's", async () => {
    const quick = await createVendor(t.ctx, { name: 'Quick Bites' });
    expect(
      await runAdminCommand(t.ctx, [
        'attention:set',
        'waiting-for-rider',
        '2',
        '--vendor',
        quick.vendorId,
      ]),
    ).toBe(`waiting-for-rider is 2 min for vendor ${quick.vendorId}`);
    expect(await runAdminCommand(t.ctx, ['attention:list', '--vendor', quick.vendorId])).toContain(
      'waiting-for-rider            2 min (this vendor)',
    );
    const order = await createOrder(t.ctx, quick.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    t.clock.advance(2 * MINUTE);
    expect(await runAttentionSweep(t.ctx)).toBe(1);

    expect(
      await runAdminCommand(t.ctx, [
        'attention:set',
        'waiting-for-rider',
        'default',
        '--vendor',
        quick.vendorId,
      ]),
    ).toBe(`waiting-for-rider is 10 min for vendor ${quick.vendorId} (the market's)`);
    // Under the market's 10 minutes the order is fine again: its flag clears.
    await runAttentionSweep(t.ctx);
    const other = await createUser(t.ctx, [quick.vendorId]);
    const res = await listed(other.authorization, quick.vendorId);
    const item = (res.json().result as { data: TOrderListItem[] }).data[0];
    expect(item).toMatchObject({ order_id: order.orderId, attention: null });
  });

  it('refuses a bad limit with a usage message', async () => {
    await expect(
      runAdminCommand(t.ctx, [
        'attention:set',
        'waiting-for-rider',
        '-1',
        '--vendor',
        vendor.vendorId,
      ]),
    ).rejects.toThrow('MINUTES should be a whole number from 0 to 1440, or default');
    await expect(
      runAdminCommand(t.ctx, ['attention:set', 'lunch', '5', '--vendor', vendor.vendorId]),
    ).rejects.toThrow('NAME should be one of waiting-for-rider, past-pickup');
    await expect(
      runAdminCommand(t.ctx, ['attention:set', 'past-pickup', '5', '--vendor', 'nobody']),
    ).rejects.toThrow('No vendor nobody');
  });

  it("never shows a vendor's flagged orders to another vendor", async () => {
    const order = await createOrder(t.ctx, vendor.vendorId, { status: 'WAITING_FOR_TRANSPORT' });
    t.clock.advance(11 * MINUTE);
    await runAttentionSweep(t.ctx);
    expect(await attentionOf(order.orderId)).toMatchObject({ reason: 'no-rider' });
    const stranger = await createUser(t.ctx, [(await createVendor(t.ctx)).vendorId]);
    expect((await listed(stranger.authorization)).statusCode).toBe(404);
    const strangerMails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, stranger.email));
    expect(strangerMails).toHaveLength(0);
  });
});
