import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { LEDRA, quoteFee } from '../../../test/helpers/request-order.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { setCountryParameter } from '../country-params/service.ts';
import { setFlag } from '../flags/service.ts';
import { requestClockFor } from '../service-hours/request-clock.ts';
import { getServiceHoursStatus } from '../service-hours/service.ts';
import { roadDistanceKm } from './distance.ts';
import { isFeeSignatureValid, signFee } from './fee-signature.ts';
import type { TFeeClaims } from './fee-signature.ts';

describe('fee signatures', () => {
  const claims: TFeeClaims = {
    vendorId: 'V1',
    fee: 350,
    currency: 'EUR',
    paymentMethod: 'PAID',
    origin: { lat: 35.1667, lng: 33.3667 },
    destination: LEDRA,
    expiresAt: '2026-11-21T10:05:00.000Z',
  };
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('verify what was signed, until it expires', () => {
    const signature = signFee('secret', claims);
    expect(isFeeSignatureValid('secret', claims, signature, now)).toBe(true);
    expect(isFeeSignatureValid('secret', claims, signature, new Date(claims.expiresAt))).toBe(
      false,
    );
  });

  it('fail for any changed claim, another secret or another signature', () => {
    const signature = signFee('secret', claims);
    const changes: Partial<TFeeClaims>[] = [
      { fee: 349 },
      { vendorId: 'V2' },
      { currency: 'USD' },
      { paymentMethod: 'CASH_ON_DELIVERY' },
      { origin: { lat: 35.1668, lng: 33.3667 } },
      { destination: { lat: 35.1733, lng: 33.3615 } },
      { expiresAt: '2026-11-21T10:06:00.000Z' },
    ];
    for (const change of changes) {
      expect(isFeeSignatureValid('secret', { ...claims, ...change }, signature, now)).toBe(false);
    }
    expect(isFeeSignatureValid('other', claims, signature, now)).toBe(false);
    expect(isFeeSignatureValid('secret', claims, signature.slice(1), now)).toBe(false);
  });

  it('sign the same point the same whatever the float noise', () => {
    const noisy = { ...claims, destination: { lat: 35.17330000001, lng: 33.3614 } };
    expect(signFee('s', noisy)).toBe(signFee('s', claims));
  });
});

describe('road distance', () => {
  it('asks the routing service when one is configured, and falls back to the estimate', async () => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/route/v1/driving/33.3667,35.1667;33.3614,35.1733')) {
        res.end(JSON.stringify({ code: 'Ok', routes: [{ distance: 2450, duration: 400 }] }));
      } else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const from = { lat: 35.1667, lng: 33.3667 };
      const routed = await roadDistanceKm({ config: { routingUrl: url } as never }, from, LEDRA);
      expect(routed).toEqual({ km: 2.45, source: 'routing' });
      const failed = await roadDistanceKm({ config: { routingUrl: url } as never }, from, {
        lat: 35.2,
        lng: 33.4,
      });
      expect(failed.source).toBe('estimate');
      const none = await roadDistanceKm({ config: { routingUrl: null } as never }, from, LEDRA);
      expect(none.source).toBe('estimate');
      expect(none.km).toBeCloseTo(0.8781 * 1.3, 2);
    } finally {
      server.close();
    }
  });
});

describe.each(testDatabaseLabels())(
  'fee, deliverability, estimations, service hours on %s',
  (database) => {
    let t: TTestApp;
    let vendorId: string;
    let auth: string;

    beforeAll(async () => {
      t = await createTestApp({ database });
      vendorId = (await createVendor(t.ctx, { estimationPickUpTime: 20 })).vendorId;
      auth = (await createUser(t.ctx, [vendorId])).authorization;
    });
    afterAll(() => t.close());

    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });

    it('quotes the market formula in minor units, from the vendor location, for a few minutes', async () => {
      const quote = await quoteFee(t, {
        authorization: auth,
        vendorId,
        // A source is ignored for a vendor that has coordinates: the rider collects there.
        source: { lat: 35.0, lng: 33.0 },
        destination: { lat: 35.1467, lng: 33.3667 }, // 2.22 km south → 2.89 km by road → 3 km
      });
      expect(quote).toMatchObject({
        fee: 250 + 3 * 50,
        currency: 'EUR',
        expires_at: '2026-11-21T10:05:00.000Z',
        distance_km: 2.89,
      });
      expect(quote.signature).toMatch(/^[\w-]{43}$/);
      const bad = await post('/api/v1/delivery/fee', {
        vendor_id: vendorId,
        destination: LEDRA,
        delivery_type: 'parcel',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('tells deliverable from undeliverable by the distance cap', async () => {
      const near = await post('/api/v1/delivery/area/validate', {
        vendor_id: vendorId,
        location: LEDRA,
      });
      expect(near.json()).toEqual({ result: 'DELIVERABLE', reason: null, distance_km: 1.14 });
      // 7.5 km straight × 1.3 = 9.8 km by road: within CY's 10 km; 8 km is not.
      const edge = await post('/api/v1/delivery/area/validate', {
        vendor_id: vendorId,
        location: { lat: 35.1667 - 0.06745, lng: 33.3667 },
      });
      expect(edge.json().result).toBe('DELIVERABLE');
      const far = await post('/api/v1/delivery/area/validate', {
        vendor_id: vendorId,
        location: { lat: 35.1667 - 0.072, lng: 33.3667 },
      });
      expect(far.json()).toMatchObject({ result: 'UNDELIVERABLE', reason: 'distance' });
    });

    it('keeps a drop-off inside the drawn areas while draw-delivery-areas is on', async () => {
      const vendor = await createVendor(t.ctx);
      const owner = await createUser(t.ctx, [vendor.vendorId]);
      const check = (location: { lat: number; lng: number }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/delivery/area/validate',
          headers: { authorization: owner.authorization },
          payload: { vendor_id: vendor.vendorId, location },
        });
      // No area drawn: the distance cap alone decides.
      expect((await check(LEDRA)).json().result).toBe('DELIVERABLE');
      const out = await runAdminCommand(t.ctx, [
        'delivery-area:add',
        vendor.vendorId,
        '35.160,33.360;35.160,33.375;35.170,33.375;35.170,33.360',
        '--name',
        'Centre',
      ]);
      expect(out).toMatch(/^delivery area \d+ added for vendor /);
      expect((await check({ lat: 35.165, lng: 33.37 })).json().result).toBe('DELIVERABLE');
      expect((await check(LEDRA)).json()).toMatchObject({
        result: 'UNDELIVERABLE',
        reason: 'outside-area',
      });
      // An L-shaped second area covers Ledra Street but not its north-east notch.
      await runAdminCommand(t.ctx, [
        'delivery-area:add',
        vendor.vendorId,
        '35.170,33.355;35.180,33.355;35.180,33.360;35.176,33.360;35.176,33.365;35.170,33.365',
      ]);
      expect((await check(LEDRA)).json().result).toBe('DELIVERABLE');
      expect((await check({ lat: 35.178, lng: 33.3625 })).json().result).toBe('UNDELIVERABLE');
      await setFlag(t.ctx.db, {
        name: 'draw-delivery-areas',
        value: false,
        vendorId: vendor.vendorId,
      });
      expect((await check({ lat: 35.178, lng: 33.3625 })).json().result).toBe('DELIVERABLE');
      expect(await runAdminCommand(t.ctx, ['delivery-area:clear', vendor.vendorId])).toBe(
        `2 delivery area(s) removed for vendor ${vendor.vendorId}`,
      );
      await expect(
        runAdminCommand(t.ctx, ['delivery-area:add', vendor.vendorId, '35,33;36,34']),
      ).rejects.toThrow(/POLYGON should be one of/);
    });

    it("estimates pickup from the vendor's time and drop-off from the ride", async () => {
      const res = await post('/api/v1/estimations', { vendor_id: vendorId, destination: LEDRA });
      // 20 min to pickup, then 1.14 km at 20 km/h = 4 minutes (rounded up).
      expect(res.json()).toEqual({
        result: { pickup_minutes: 20, dropoff_minutes: 24, distance_km: 1.14 },
      });
      const quick = await createVendor(t.ctx, { estimationPickUpTime: 5 });
      const owner = await createUser(t.ctx, [quick.vendorId]);
      const floor = await t.app.inject({
        method: 'POST',
        url: '/api/v1/estimations',
        headers: { authorization: owner.authorization },
        payload: { vendor_id: quick.vendorId, destination: LEDRA },
      });
      expect(floor.json().result.pickup_minutes).toBe(15); // the market's minimum ETA
    });

    it('answers the service hours on the market clock, overnight hours included', async () => {
      const hours = () =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/service-hours',
          headers: { authorization: auth },
        });
      expect((await hours()).json().result).toEqual({
        is_open: true,
        service_hours: '0000:0000',
        from: '00:00',
        to: '00:00',
        time: '12:00',
      });
      try {
        await setCountryParameter(t.ctx.db, 'serviceHours', '1800:0200');
        expect((await hours()).json().result).toMatchObject({ is_open: false, time: '12:00' });
        await setCountryParameter(t.ctx.db, 'serviceHours', '0800:1200');
        expect((await hours()).json().result.is_open).toBe(true); // the bounds are open
        await setCountryParameter(t.ctx.db, 'serviceHours', 'not hours');
        expect((await hours()).json().result.is_open).toBe(true); // unreadable: always open
      } finally {
        await setCountryParameter(t.ctx.db, 'serviceHours', '0000:0000');
      }
    });

    it('lets only the test hooks move the clock, and only when they are on', async () => {
      const headers = {
        authorization: auth,
        'x-portal-test-now': '2026-11-21T23:00:00Z',
        'x-portal-test-service-hours': '0900:1700',
      };
      const ignored = await t.app.inject({ method: 'GET', url: '/api/v1/service-hours', headers });
      expect(ignored.json().result).toMatchObject({ is_open: true, time: '12:00' });
      const hooked = { ...t.ctx, config: { ...t.ctx.config, testHooks: true } };
      const moved = requestClockFor(hooked, headers);
      expect(moved.now()).toEqual(new Date('2026-11-21T23:00:00Z'));
      expect(await moved.serviceHours()).toBe('0900:1700');
      const market = requestClockFor(t.ctx, headers);
      expect(market.now()).toEqual(t.clock.now());
      expect(await market.serviceHours()).toBe('0000:0000');
      const unreadable = requestClockFor(hooked, {
        'x-portal-test-now': 'soon',
        'x-portal-test-service-hours': '9-5',
      });
      expect(unreadable.now()).toEqual(t.clock.now());
      expect(await unreadable.serviceHours()).toBe('0000:0000');
      const status = await getServiceHoursStatus(hooked, moved);
      expect(status).toEqual({
        is_open: false,
        service_hours: '0900:1700',
        from: '09:00',
        to: '17:00',
        time: '01:00',
      });
    });

    it('answers what the form needs about the vendor', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/request-options/${vendorId}`,
        headers: { authorization: auth },
      });
      expect(res.json().result).toEqual({
        vendor_id: vendorId,
        name: expect.any(String),
        is_guest: false,
        pickup: {
          has_coordinates: true,
          address: 'Makariou III Avenue 1, Nicosia',
          latitude: 35.1667,
          longitude: 33.3667,
          city: 'Nicosia',
        },
        estimation_pick_up_time: 20,
        // The factory vendor takes cash and paid; NONE needs its flag, PAYMENT_ON_DELIVERY pay-at-pickup.
        payment_methods: ['CASH_ON_DELIVERY', 'PAID'],
        default_payment_method: 'CASH_ON_DELIVERY',
        item_value_limit: null,
        currency: 'EUR',
      });
    });
  },
);
