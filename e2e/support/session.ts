import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal#2026';

type TLoginAnswer = {
  result: {
    AuthenticationResult: {
      AccessToken: string;
      IdToken: string;
      RefreshToken: string;
      ExpiresIn: number;
    };
    user: { id: string; email: string };
  };
};

/**
 * Signs in through the real API and stores the session where the web app keeps it, so a test
 * can start on a protected page. Tests of the sign-in screen itself use the form instead.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TLoginAnswer['result']> {
  const res = await request.post('/api/v1/login', { data: { email_address: email, password } });
  if (!res.ok()) throw new Error(`login of ${email} answered ${res.status()}: ${await res.text()}`);
  const { result } = (await res.json()) as TLoginAnswer;
  const auth = {
    user: result.user,
    meta: {
      AccessToken: result.AuthenticationResult.AccessToken,
      IdToken: result.AuthenticationResult.IdToken,
      RefreshToken: result.AuthenticationResult.RefreshToken,
      Expires: Date.now() + result.AuthenticationResult.ExpiresIn * 1000,
    },
  };
  await page.addInitScript((value) => {
    // Typed without the DOM: bench/webperf.ts (no DOM types) reuses these helpers.
    type TStorage = { getItem(key: string): string | null; setItem(key: string, v: string): void };
    const { localStorage, sessionStorage } = globalThis as unknown as Record<string, TStorage>;
    if (!sessionStorage!.getItem('e2e-signed-in')) {
      localStorage!.setItem('auth', value);
      sessionStorage!.setItem('e2e-signed-in', '1');
    }
  }, JSON.stringify(auth));
  return result;
}

/** The Authorization header of a signed-in user, for seeding through the API. */
export function authorizationOf(result: TLoginAnswer['result']): string {
  return `Bearer ${result.AuthenticationResult.AccessToken}|${result.AuthenticationResult.IdToken}`;
}
