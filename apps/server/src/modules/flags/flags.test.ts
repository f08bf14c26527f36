import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_NAMES } from '@rider-portal/domain/flags';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { resolveFlagsFor } from './service.ts';
import { upsertFlagOverride } from './store.ts';

describe.each(testDatabaseLabels())('feature flags on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('answers every flag with its built-in default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(res.statusCode).toBe(200);
    const flags = res.json().result.flags;
    expect(Object.keys(flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(flags).toEqual(FLAG_DEFAULTS);
  });

  it('applies a market override set by the operator command, in the API and the fallback file', async () => {
    const name = 'bulk-order-upload';
    const flipped = !FLAG_DEFAULTS[name];
    const output = await runAdminCommand(t.ctx, ['flag:set', name, flipped ? 'on' : 'off']);
    expect(output).toBe(`${name} is ${flipped ? 'on' : 'off'} for the market`);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(api.json().result.flags[name]).toBe(flipped);
    const file = await t.app.inject({ method: 'GET', url: '/fwfFallback.json' });
    expect(file.json().flags[name]).toBe(flipped);
    await runAdminCommand(t.ctx, ['flag:set', name, 'default']);
    const reset = await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(reset.json().result.flags[name]).toBe(FLAG_DEFAULTS[name]);
  });

  it('turns a flag on for one vendor only, visible only to who may act for that vendor', async () => {
    const parent = await createVendor(t.ctx, { isParent: true });
    const child = await createVendor(t.ctx, { parentVendorId: parent.vendorId });
    const other = await createVendor(t.ctx);
    const owner = await createUser(t.ctx, [parent.vendorId]);
    const stranger = await createUser(t.ctx, [other.vendorId]);
    await runAdminCommand(t.ctx, ['flag:set', 'voucher', 'off']);
    await runAdminCommand(t.ctx, ['flag:set', 'voucher', 'on', '--vendor', child.vendorId]);

    const url = `/api/v1/flags?vendor_id=${child.vendorId}`;
    const asOwner = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: owner.authorization },
    });
    expect(asOwner.json().result.flags.voucher).toBe(true);
    const asStranger = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: stranger.authorization },
    });
    expect(asStranger.json().result.flags.voucher).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json().result.flags.voucher).toBe(false);
    const market = await t.app.inject({ method: 'GET', url: '/api/v1/flags' });
    expect(market.json().result.flags.voucher).toBe(false);
  });

  it('refuses unknown query fields with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/flags?vendorid=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe('error.validation');
  });

  it('refuses unknown flags and states in the operator command', async () => {
    await expect(runAdminCommand(t.ctx, ['flag:set', 'no-such-flag', 'on'])).rejects.toThrow(
      /NAME should be one of/,
    );
    await expect(runAdminCommand(t.ctx, ['flag:set', 'voucher', 'maybe'])).rejects.toThrow(
      'state should be one of on, off, default',
    );
  });

  it("remembers a vendor's flags a few seconds, except a change made through this instance", async () => {
    const vendor = await createVendor(t.ctx);
    const name = 'pre-order';
    const initial = (await resolveFlagsFor(t.ctx, vendor.vendorId))[name];
    // Written behind the service's back (as another instance would): still the remembered value.
    await upsertFlagOverride(t.ctx.db, { name, vendorId: vendor.vendorId, value: !initial });
    expect((await resolveFlagsFor(t.ctx, vendor.vendorId))[name]).toBe(initial);
    // A market-wide change through this instance applies to every vendor at once.
    await runAdminCommand(t.ctx, ['flag:set', 'bulk-order-upload', 'default']);
    expect((await resolveFlagsFor(t.ctx, vendor.vendorId))[name]).toBe(!initial);
    await runAdminCommand(t.ctx, ['flag:set', name, 'default', '--vendor', vendor.vendorId]);
    expect((await resolveFlagsFor(t.ctx, vendor.vendorId))[name]).toBe(initial);
  });
});
