import { expect, type APIRequestContext } from '@playwright/test';

/** The operator token scripts/e2e-server.mjs gives the browser tests' server. */
export const E2E_ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-operator-token';

/** Runs an operator command (npm run admin -- …) against the e2e server, over loopback. */
export async function runOperatorCommand(
  request: APIRequestContext,
  argv: string[],
): Promise<string> {
  const res = await request.post('/internal/admin', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { argv },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { output: string }).output;
}
