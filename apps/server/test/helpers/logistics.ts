import { expect } from 'vitest';
import { SIGNATURE_HEADER, signLogisticsBody } from '../../src/modules/dispatch/signature.ts';
import type { TTestApp } from './test-app.ts';

/** Events from the logistics side, signed as the fleet signs them: POST /api/v1/logistics/events. */
export async function postLogisticsEvents(
  t: TTestApp,
  events: Record<string, unknown>[],
): Promise<{ accepted: number }> {
  const body = JSON.stringify({ events });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/logistics/events',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signLogisticsBody(body, t.ctx.secrets.logisticsSecret),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { accepted: number };
}
