import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns';
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { WEBHOOK_RESPONSE_EXCERPT_CHARS, WEBHOOK_TIMEOUT_MS } from '@rider-portal/domain/constants';

/**
 * A webhook's signature headers, both ways: pandago's `X-Signature-SHA256` (hex HMAC-SHA256 of
 * the raw body, keyed with the secret string exactly as shown, as pandago's sample does) and
 * Standard Webhooks' `webhook-id` / `webhook-timestamp` / `webhook-signature` (`v1,<base64>`,
 * keyed with the secret's decoded bytes; signed by the `standardwebhooks` package itself).
 */
export function signatureHeaders(input: {
  secret: string;
  messageId: string;
  at: Date;
  body: string;
}): Record<string, string> {
  return {
    'x-signature-sha256': createHmac('sha256', input.secret).update(input.body).digest('hex'),
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'webhook-signature': new Webhook(input.secret).sign(input.messageId, input.at, input.body),
  };
}

/** An address a webhook may reach in prd: public unicast only (no private, loopback, link-local…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) {
    parsed = parsed.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Refused before connecting: the callback URL resolves to a private address. */
export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_REFUSED_ADDRESS';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

type TLookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The connection's own name lookup, checked: every address the name resolves to must be public,
 * and the connection goes to one of those checked addresses (no second lookup to rebind).
 */
function guardedLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: TLookupCallback,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(new RefusedAddressError(hostname, refused.address), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

const agentOptions = {
  headersTimeout: WEBHOOK_TIMEOUT_MS,
  bodyTimeout: WEBHOOK_TIMEOUT_MS,
  connections: 64,
};
let strictAgent: Agent | null = null;
let openAgent: Agent | null = null;

/** One connection pool per process (keep-alive to busy endpoints), strict or not. */
function agentFor(isStrict: boolean): Agent {
  if (isStrict) {
    strictAgent ??= new Agent({
      ...agentOptions,
      connect: { timeout: WEBHOOK_TIMEOUT_MS, lookup: guardedLookup as never },
    });
    return strictAgent;
  }
  openAgent ??= new Agent({ ...agentOptions, connect: { timeout: WEBHOOK_TIMEOUT_MS } });
  return openAgent;
}

export type TPostOutcome = {
  /** Null when no answer came. */
  httpStatus: number | null;
  latencyMs: number;
  /** The answer's beginning, or why no answer came. */
  excerpt: string;
};

async function readExcerpt(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // At most 4 bytes a character: enough bytes for the excerpt, then the rest is dropped.
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= WEBHOOK_RESPONSE_EXCERPT_CHARS * 4) break;
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS);
}

function failureText(error: unknown): string {
  if (error instanceof RefusedAddressError) return `refused: ${error.message}`;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof RefusedAddressError) return `refused: ${cause.message}`;
  const name = (error as { name?: string }).name;
  const code = (error as { code?: string }).code;
  if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT/.test(code ?? '')) {
    return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${code ? `${code}: ` : ''}${message}`.slice(0, WEBHOOK_RESPONSE_EXCERPT_CHARS);
}

/**
 * POSTs one webhook. `isStrict` (prd) refuses private, loopback and link-local targets, whether
 * written as an address or a name that resolves to one. Never throws: the outcome is the log line.
 */
export async function postWebhook(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  isStrict: boolean;
}): Promise<TPostOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const host = new URL(input.url).hostname.replace(/^\[|\]$/g, '');
    if (input.isStrict && isIP(host) !== 0 && !isPublicAddress(host)) {
      throw new RefusedAddressError(host, host);
    }
    const answer = await request(input.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'RiderPortal-Webhooks/1',
        ...input.headers,
      },
      body: input.body,
      dispatcher: agentFor(input.isStrict),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const excerpt = await readExcerpt(answer.body);
    return { httpStatus: answer.statusCode, latencyMs: latency(), excerpt };
  } catch (error) {
    return { httpStatus: null, latencyMs: latency(), excerpt: failureText(error) };
  }
}
