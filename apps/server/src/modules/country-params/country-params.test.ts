import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { AdminUsageError, runAdminCommand } from '../admin/commands.ts';
import { upsertCountryParameter } from './store.ts';

describe.each(testDatabaseLabels())('GET /get-country-parameter/{name} on %s', (database) => {
  let t: TTestApp;
  let authorization: string;
  beforeAll(async () => {
    // Hong Kong has an item value cap (HKD 1,000), Cyprus has none.
    t = await createTestApp({ database, env: { PORTAL_COUNTRY: 'HK' } });
    authorization = (await createUser(t.ctx, [])).authorization;
  });
  afterAll(() => t.close());

  const read = (name: string, auth: string | null = authorization) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/get-country-parameter/${name}`,
      headers: auth ? { authorization: auth } : {},
    });

  it("answers the market's values until an operator sets one", async () => {
    const expected: Record<string, string> = {
      allOutletOrders: 'true',
      serviceHours: '0000:0000',
      onlinePaymentActivated: 'true',
      orderItemValueExceedLimit: '1000',
      paymentMethods: 'CASH_ON_DELIVERY|PAID|NONE|PAYMENT_ON_DELIVERY',
    };
    for (const [name, value] of Object.entries(expected)) {
      const res = await read(name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual({ result: value });
    }
  });

  it('answers 404 for an unknown name and 401 without credentials', async () => {
    const unknown = await read('maxOrders');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().meta.translation_key).toBe('error.not-found');
    const anonymous = await read('serviceHours', null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes at run time through the operator command, and goes back with default', async () => {
    expect(await runAdminCommand(t.ctx, ['country-param:set', 'serviceHours', '0900:2200'])).toBe(
      'serviceHours is 0900:2200',
    );
    expect((await read('serviceHours')).json()).toEqual({ result: '0900:2200' });
    await runAdminCommand(t.ctx, ['country-param:set', 'paymentMethods', 'PAID']);
    expect((await read('paymentMethods')).json()).toEqual({ result: 'PAID' });
    const list = await runAdminCommand(t.ctx, ['country-param:list']);
    expect(list).toMatch(/^serviceHours\s+0900:2200$/m);
    expect(list).toMatch(/^paymentMethods\s+PAID$/m);

    expect(await runAdminCommand(t.ctx, ['country-param:set', 'serviceHours', 'default'])).toBe(
      "serviceHours is 0000:0000 (the market's value)",
    );
    expect((await read('serviceHours')).json()).toEqual({ result: '0000:0000' });
  });

  it('refuses an unknown name or a value clients could not read, changing nothing', async () => {
    const cases: [string[], string][] = [
      [['country-param:set', 'nope', '1'], 'NAME should be one of'],
      [['country-param:set', 'serviceHours', '2500:0100'], 'VALUE should be HHMM:HHMM'],
      [['country-param:set', 'allOutletOrders', 'yes'], 'VALUE should be true or false'],
      [['country-param:set', 'paymentMethods', 'PAID|CHEQUE'], 'VALUE should be methods'],
      [['country-param:set', 'orderItemValueExceedLimit', 'lots'], 'VALUE should be an amount'],
    ];
    for (const [argv, message] of cases) {
      const run = runAdminCommand(t.ctx, argv);
      await expect(run).rejects.toBeInstanceOf(AdminUsageError);
      await expect(runAdminCommand(t.ctx, argv)).rejects.toThrow(message);
    }
    expect((await read('allOutletOrders')).json()).toEqual({ result: 'true' });
    expect((await read('orderItemValueExceedLimit')).json()).toEqual({ result: '1000' });
  });

  it('is remembered a few seconds, except a change made through this instance, which applies at once', async () => {
    expect((await read('serviceHours')).json()).toEqual({ result: '0000:0000' });
    // Written behind the service's back (as another instance would): still the remembered value.
    await upsertCountryParameter(t.ctx.db, {
      name: 'serviceHours',
      value: '0800:2200',
      at: new Date(),
    });
    expect((await read('serviceHours')).json()).toEqual({ result: '0000:0000' });
    await runAdminCommand(t.ctx, ['country-param:set', 'serviceHours', '0900:2100']);
    expect((await read('serviceHours')).json()).toEqual({ result: '0900:2100' });
    await runAdminCommand(t.ctx, ['country-param:set', 'serviceHours', 'default']);
    expect((await read('serviceHours')).json()).toEqual({ result: '0000:0000' });
  });
});
