import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, authorizationOf } from './session.ts';
import { E2E_ADMIN_TOKEN, runOperatorCommand } from './operator.ts';

export const NEW_PASSWORD = 'Ride-2026!';

/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

/**
 * A collection point under the demo parent that lists `email` among its owners, so that email
 * may register with the outlet's id as vendor code (PV registration). Returns the vendor code.
 */
export async function seedVendorFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/login', {
    data: { email_address: 'parent@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.post('/api/v1/outlet', {
    headers: { authorization: authorizationOf((await login.json()).result) },
    data: {
      parent_vendor_id: 'V1000',
      client_vendor_id: `E2E-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      name: 'E2E Kitchen',
      phone_number: '+35799111222',
      address: 'Ledras 100, Nicosia',
      latitude: 35.1731,
      longitude: 33.3614,
      users: [email],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const vendorId = ((await res.json()).result as { vendor_id: string }).vendor_id;
  // New collection points become available after a few minutes; the operator skips the wait.
  await runOperatorCommand(request, ['vendor:activate', vendorId]);
  return vendorId;
}

/**
 * The newest mail to `email` in the outbox (GET /api/v1/dev/mailbox), read as the operator: the
 * e2e server listens on loopback, so its development pages are on, and the token is its own.
 */
export async function lastMailTo(
  request: APIRequestContext,
  email: string,
): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | undefined;
  await expect(async () => {
    const res = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    });
    expect(res.status(), await res.text()).toBe(200);
    mail = (await res.json()).result.mails[0];
    expect(mail).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return mail!;
}

/** A confirmed account, registered and verified through the API. */
export async function registerVerifiedAccount(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  const vendorCode = await seedVendorFor(request, email);
  const res = await request.post('/api/v1/register', {
    data: {
      vendor_code: vendorCode,
      phone_number: '+35799123456',
      email_address: email,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = /verify=([A-Za-z0-9_-]+)/.exec((await lastMailTo(request, email)).text)?.[1];
  const verified = await request.post('/api/v1/register/verify', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password: NEW_PASSWORD };
}
