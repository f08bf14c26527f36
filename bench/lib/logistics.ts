import {
  SIGNATURE_HEADER,
  signLogisticsBody,
} from '../../apps/server/src/modules/dispatch/signature.ts';

/** Events from the logistics side, signed as the fleet signs them, to the server under test. */
export async function postLogisticsEvents(
  base: string,
  secret: string,
  events: unknown[],
): Promise<void> {
  const body = JSON.stringify({ events });
  const res = await fetch(`${base}/api/v1/logistics/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signLogisticsBody(body, secret),
    },
    body,
  });
  if (!res.ok) throw new Error(`entry point answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
