import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createAccount, createUser } from '../../../test/helpers/factories.ts';
import { mailOutbox } from '../../db/schema.ts';

const OPERATOR_TOKEN = 'mailbox-test-operator-token';
const subjects = (res: { json(): { result: { mails: { subject: string }[] } } }) =>
  res.json().result.mails.map((m) => m.subject);

describe('development mailbox with DEV_PAGES on', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_PAGES: 'on', ADMIN_TOKEN: OPERATOR_TOKEN } });
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it('lists the outbox to the operator newest first, for one address when asked', async () => {
    for (const [to, subject] of [
      ['a@test.example', 'First'],
      ['b@test.example', 'Second'],
      ['A@test.example', 'Third'],
    ] as const) {
      await t.ctx.mailer.send({ to, subject, text: subject, html: `<p>${subject}</p>` });
    }
    const operator = { 'x-admin-token': OPERATOR_TOKEN };
    const all = await read('/api/v1/dev/mailbox', operator);
    expect(all.statusCode).toBe(200);
    expect(subjects(all).slice(0, 3)).toEqual(['Third', 'Second', 'First']);
    const one = await read('/api/v1/dev/mailbox?to=a@test.example', operator);
    expect(subjects(one)).toEqual(['Third', 'First']);
    expect(one.json().result.mails[0]).toMatchObject({
      to: 'A@test.example',
      text: 'Third',
      html: '<p>Third</p>',
      delivered_at: null,
    });
  });

  it('answers 401 in the envelope without a token, with a wrong one, to a guest, and to the token from another machine', async () => {
    await t.ctx.mailer.send({ to: 'c@test.example', subject: 'S', text: 'T', html: 'H' });
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/guest/session', payload: {} });
    expect(guest.statusCode).toBe(201);
    const attempts = [
      await read('/api/v1/dev/mailbox'),
      await read('/api/v1/dev/mailbox?to=c@test.example', { 'x-admin-token': 'guess' }),
      await read('/api/v1/dev/mailbox', { 'x-admin-token': OPERATOR_TOKEN }, '203.0.113.7'),
      await read('/api/v1/dev/mailbox', { authorization: `Bearer ${guest.json().token.value}` }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Your session has ended. Please log in again.',
        meta: { translation_key: 'error.unauthorized' },
        errors: [],
      });
    }
  });

  it("shows a signed-in user only the mail to their own address, never another user's", async () => {
    const a = await createAccount(t.ctx);
    const b = await createUser(t.ctx, []);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      payload: { email_address: a.email },
    });
    await t.ctx.mailer.send({ to: b.email, subject: 'For B', text: 'B', html: 'B' });
    const auth = { authorization: b.authorization };
    for (const url of [
      '/api/v1/dev/mailbox',
      `/api/v1/dev/mailbox?to=${encodeURIComponent(a.email)}`,
    ]) {
      const res = await read(url, auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.mails.map((m: { to: string }) => m.to)).toEqual([b.email]);
    }
  });
});

describe('the account takeover through the mailbox is closed with the default settings', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // The defaults: stg, listening on every interface (HOST 0.0.0.0), so DEV_PAGES is off.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a reset code that nobody can read through the API', async () => {
    expect(t.ctx.config).toMatchObject({ environment: 'stg', host: '0.0.0.0', devPages: false });
    const victim = await createAccount(t.ctx);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      payload: { email_address: victim.email },
    });
    expect(forgot.statusCode).toBe(200);
    const sent = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, victim.email));
    expect(sent).toHaveLength(1);
    for (const url of ['/api/v1/dev/mailbox', `/api/v1/dev/mailbox?to=${victim.email}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
      expect(res.body).not.toContain(victim.email);
    }
  });
});

describe('development mailbox in prd', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PORTAL_ENV: 'prd',
        SMS_URL: 'none',
        HOST: '127.0.0.1',
        TOKEN_SECRET: 'a',
        FEE_SIGNING_SECRET: 'b',
        LOGISTICS_SECRET: 'c',
        INTEGRATION_KEY: 'd',
        TRACKING_SECRET: 'e',
        ADMIN_TOKEN: OPERATOR_TOKEN,
      },
    });
  });
  afterAll(() => t.close());

  it('does not exist, even on loopback with the operator token', async () => {
    await t.ctx.mailer.send({ to: 'a@test.example', subject: 'S', text: 'T', html: 'H' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox',
      headers: { 'x-admin-token': OPERATOR_TOKEN },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.translation_key).toBe('error.not-found');
  });
});
