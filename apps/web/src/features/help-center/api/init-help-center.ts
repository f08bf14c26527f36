import type { THelpCenterInitPayload } from '@rider-portal/domain/api/help';
import { HELP_CENTER_BUILT_IN_INIT_PATH } from '@rider-portal/domain/help-center';

/**
 * 001 §7 "POST to help-centre conditions init": the init payload goes to the configured help
 * centre (or the portal's built-in one) and the answer names the page to show. A plain fetch, not
 * the API client: the portal's own credentials must never travel to another company's server.
 */
export async function initHelpCenter(input: {
  initUrl: string | null;
  payload: THelpCenterInitPayload;
  signal?: AbortSignal;
}): Promise<string> {
  const endpoint = new URL(input.initUrl ?? HELP_CENTER_BUILT_IN_INIT_PATH, window.location.origin);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input.payload),
    signal: input.signal,
  });
  if (!response.ok) throw new Error(`help-centre init answered ${response.status}`);
  const body = (await response.json()) as { result?: { url?: unknown }; url?: unknown };
  const url = body.result?.url ?? body.url;
  if (typeof url !== 'string' || url === '') throw new Error('help-centre init gave no url');
  // A relative answer is relative to the init endpoint (the built-in one answers /help/…).
  const page = new URL(url, endpoint);
  if (page.protocol !== 'https:' && page.protocol !== 'http:') {
    throw new Error('help-centre url is not a web page');
  }
  // The portal's CSP lets frames come from itself and from the configured help centre only: a
  // page elsewhere would be blocked silently; say it failed instead.
  if (page.origin !== endpoint.origin && page.origin !== window.location.origin) {
    throw new Error('help-centre url is outside the configured help centre');
  }
  return page.href;
}
