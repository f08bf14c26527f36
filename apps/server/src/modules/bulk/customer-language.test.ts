import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarket } from '@rider-portal/domain/markets';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { uploadChecked, vendorAndStranger } from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { orders } from '../../db/schema.ts';
import { waitForBulkWork } from './runner.ts';

// Issue 21's piece of the bulk template: an optional "Customer language" column (an interface
// language code, any case; empty: the market's first language; anything else: a row error), saved
// as the order's recipient_language.

describe.each(testDatabaseLabels())('the customer language column on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    ({ vendorId, auth } = await vendorAndStranger(t));
  });
  afterAll(() => t.close());

  it('saves the language with each order, the market first by default, and refuses others', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Lang Greek', { customer_language: 'EL' }),
        validOrder('Lang Default'),
        validOrder('Lang Taiwan', { customer_language: 'zh-tw' }),
        validOrder('Lang Klingon', { customer_language: 'tlh' }),
      ]),
    );
    expect(detail.orders.map((o) => [o.status, o.error, o.error_column])).toEqual([
      ['VALID', null, null],
      ['VALID', null, null],
      ['VALID', null, null],
      ['INVALID', 'bulk.row.language-invalid', 'customer_language'],
    ]);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${detail.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    await waitForBulkWork(t.ctx);
    const placed = await t.ctx.db
      .select({ customer: orders.customer, language: orders.recipientLanguage })
      .from(orders)
      .where(eq(orders.vendorId, vendorId));
    const byName = Object.fromEntries(placed.map((o) => [o.customer.name, o.language]));
    expect(byName).toEqual({
      'Lang Greek': 'el',
      'Lang Default': getMarket(t.ctx.config.country).languages[0],
      'Lang Taiwan': 'zh-TW',
    });
  });
});
