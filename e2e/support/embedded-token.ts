import { createHmac } from 'node:crypto';

/** The key the browser tests' server verifies embedded (GODROID) tokens with (playwright.config). */
export const E2E_INTEGRATION_KEY = 'e2e-integration-key-not-a-secret';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A vendor tool's token (HS256) naming one restaurant in its authSchema, as 000 §4 describes. */
export function embeddedToken(
  restaurantId: string,
  opts: { key?: string; expiresInSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64url({
    iat: now,
    exp: now + (opts.expiresInSeconds ?? 3600),
    authSchema: { platformTokens: [{ platform: 'vendor-tool', restaurantId }] },
  });
  const signature = createHmac('sha256', opts.key ?? E2E_INTEGRATION_KEY)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}
