import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two kinds of tracking link: the public page (anyone the link is given to) and the sender's
 * page, which shows more (names, phones, parcel, payment), so it has a token of its own.
 */
export type TTrackingKind = 'track' | 'track-c2c';

/** base64url HMAC-SHA256 of "{kind}:{orderId}" with the tracking secret. */
export function signTrackingToken(secret: string, kind: TTrackingKind, orderId: string): string {
  return createHmac('sha256', secret).update(`${kind}:${orderId}`).digest('base64url');
}

/** Whether `token` opens the `kind` page of the order; compared in constant time. */
export function isTrackingTokenValid(
  secret: string,
  kind: TTrackingKind,
  orderId: string,
  token: string | undefined,
): boolean {
  if (!token) return false;
  const expected = Buffer.from(signTrackingToken(secret, kind, orderId));
  const given = Buffer.from(token);
  // Lengths differ only for a malformed token; the expected length is public anyway.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The relative path of a tracking page with its token, as the web app routes it. */
export function trackingPath(secret: string, kind: TTrackingKind, orderId: string): string {
  const page = kind === 'track' ? 'tracking' : 'tracking-c2c';
  const token = signTrackingToken(secret, kind, orderId);
  return `/${page}/${encodeURIComponent(orderId)}?t=${token}`;
}
