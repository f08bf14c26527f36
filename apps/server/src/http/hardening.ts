import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Query parameters whose values may be logged: they say what was asked for, never who. Every
 * other value (a search for a customer's name or phone, a mailbox address, a token) is redacted.
 */
const LOGGED_QUERY_PARAMS = new Set([
  'from',
  'to',
  'count',
  'scheduled',
  'include_outlets',
  'include_rows',
  'status',
  'language',
  'vendor_id',
  'vendorId',
  'orderId',
  'kind',
  'expires',
  'country',
  'brand',
  'currency',
]);

/** A request as the log shows it: method, path, query with only LOGGED_QUERY_PARAMS' values. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  const [path, query] = request.url.split('?', 2) as [string, string | undefined];
  let url = path;
  if (query) {
    const redacted = query
      .split('&')
      .map((pair) => {
        const name = pair.split('=', 1)[0] ?? '';
        let decoded = name;
        try {
          decoded = decodeURIComponent(name);
        } catch {
          // A name that is not valid %-escaping is logged as sent, its value redacted.
        }
        const isAddress = /@|%40/i.test(pair);
        return LOGGED_QUERY_PARAMS.has(decoded) && !isAddress ? pair : `${name}=[redacted]`;
      })
      .join('&');
    url = `${path}?${redacted}`;
  }
  return { method: request.method, url, remoteAddress: request.ip };
}

/** Everything from a failed query's parameters on: the values are customers' data. */
const SQL_PARAMS = /\bparams:[\s\S]*$/;

type TLoggedError = {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: TLoggedError;
};

/**
 * An error as the log shows it: its kind, code, message and stack, with the parameters
 * of a failed query left out (a database error's message lists them: names, phones, addresses),
 * and none of the other fields a driver attaches (`detail` quotes the offending row's values).
 */
export function errorForLog(error: unknown, depth = 0): TLoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const code = (error as { code?: unknown }).code;
  const logged: TLoggedError = {
    type: error.name,
    message: error.message.replace(SQL_PARAMS, 'params: [redacted]'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: error.stack.replace(SQL_PARAMS, 'params: [redacted]') } : {}),
  };
  // A failed query's stack starts with its message: keep only the frames.
  if (logged.stack?.includes('params: [redacted]')) {
    logged.stack = error
      .stack!.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  }
  if (error.cause && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/**
 * Browser features the portal uses: location (the pin's "where am I") on its own pages; camera,
 * microphone, payment and the rest nowhere.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), ' +
  'browsing-topics=()';

/**
 * The hardening headers on every answer: the Permissions-Policy, and `Cache-Control: no-store` on
 * every API answer that did not choose its own caching (signed-in answers, sign-in and token
 * answers, personal data: nothing of them may stay in a shared or browser cache).
 */
export function registerResponseHardening(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/live');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
