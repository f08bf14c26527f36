import type { FastifyInstance } from 'fastify';
import type { TLogisticsEvent } from '../modules/dispatch/service.ts';
import { SIGNATURE_HEADER, signLogisticsBody } from '../modules/dispatch/signature.ts';

/** How the built-in rider-fleet simulator's calls are known in the log (debug level there). */
export const SIMULATOR_USER_AGENT = 'rider-portal-simulator';

/**
 * Sends a batch to the logistics entry point of this server, signed with the shared secret: the
 * same route, checks and deduplication a real partner's calls go through.
 */
export function createEntryPointSender(app: FastifyInstance, secret: string) {
  return async (events: TLogisticsEvent[]): Promise<void> => {
    const body = JSON.stringify({ events });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/logistics/events',
      headers: {
        'content-type': 'application/json',
        'user-agent': SIMULATOR_USER_AGENT,
        [SIGNATURE_HEADER]: signLogisticsBody(body, secret),
      },
      payload: body,
    });
    if (res.statusCode !== 200)
      throw new Error(`logistics entry point answered ${res.statusCode}: ${res.body}`);
  };
}
