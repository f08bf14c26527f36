import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';

describe('development mailbox', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the outbox newest first, for one address when asked', async () => {
    for (const [to, subject] of [
      ['a@test.example', 'First'],
      ['b@test.example', 'Second'],
      ['A@test.example', 'Third'],
    ] as const) {
      await t.ctx.mailer.send({ to, subject, text: subject, html: `<p>${subject}</p>` });
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().result.mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    const one = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=a@test.example' });
    expect(one.json().result.mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Third',
      'First',
    ]);
    expect(one.json().result.mails[0]).toMatchObject({
      to: 'A@test.example',
      text: 'Third',
      html: '<p>Third</p>',
      delivered_at: null,
    });
  });
});

describe('development mailbox in prd', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PORTAL_ENV: 'prd',
        TOKEN_SECRET: 'a',
        FEE_SIGNING_SECRET: 'b',
        LOGISTICS_SECRET: 'c',
        INTEGRATION_KEY: 'd',
        TRACKING_SECRET: 'e',
      },
    });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    await t.ctx.mailer.send({ to: 'a@test.example', subject: 'S', text: 'T', html: 'H' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.translation_key).toBe('error.not-found');
  });
});
