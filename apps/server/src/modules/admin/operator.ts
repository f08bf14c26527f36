import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that carries the operator token (ADMIN_TOKEN), as `npm run admin` sends it. */
export const OPERATOR_TOKEN_HEADER = 'x-admin-token';

function isSameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether the request comes from the operator: over loopback (the server's own machine) and with
 * the operator token. The token alone is not enough from elsewhere.
 */
export function isOperatorRequest(request: FastifyRequest, adminToken: string): boolean {
  const token = request.headers[OPERATOR_TOKEN_HEADER];
  const ip = request.socket.remoteAddress ?? '';
  const isLoopback = ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
  return isLoopback && typeof token === 'string' && isSameSecret(token, adminToken);
}
