import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TLatLng } from '@rider-portal/domain/request-order';

/** What a fee quote commits to (ARCHITECTURE "Data rules"): fee, vendor, origin, destination, expiry. */
export type TFeeClaims = {
  vendorId: string;
  fee: number;
  currency: string;
  paymentMethod: string;
  origin: TLatLng;
  destination: TLatLng;
  expiresAt: string;
};

/** What a voucher quote commits to: the fee quote it discounts, the code and the new fee. */
export type TVoucherClaims = {
  vendorId: string;
  code: string;
  discountedFee: number;
  feeSignature: string;
  expiresAt: string;
};

// Six decimals (~0.1 m) so the same point always signs the same, whatever the float formatting.
const coordinate = (p: TLatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

function feeMessage(c: TFeeClaims): string {
  return [
    'fee.v1',
    c.vendorId,
    c.fee,
    c.currency,
    c.paymentMethod,
    coordinate(c.origin),
    coordinate(c.destination),
    new Date(c.expiresAt).toISOString(),
  ].join('|');
}

function voucherMessage(c: TVoucherClaims): string {
  return [
    'voucher.v1',
    c.vendorId,
    c.code,
    c.discountedFee,
    c.feeSignature,
    new Date(c.expiresAt).toISOString(),
  ].join('|');
}

function hmac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

function isSameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signFee(secret: string, claims: TFeeClaims): string {
  return hmac(secret, feeMessage(claims));
}

/** Whether the signature is ours for exactly these claims and has not expired at `now`. */
export function isFeeSignatureValid(
  secret: string,
  claims: TFeeClaims,
  signature: string,
  now: Date,
): boolean {
  const expires = Date.parse(claims.expiresAt);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return false;
  return isSameSignature(signFee(secret, claims), signature);
}

export function signVoucher(secret: string, claims: TVoucherClaims): string {
  return hmac(secret, voucherMessage(claims));
}

export function isVoucherSignatureValid(
  secret: string,
  claims: TVoucherClaims,
  signature: string,
  now: Date,
): boolean {
  const expires = Date.parse(claims.expiresAt);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return false;
  return isSameSignature(signVoucher(secret, claims), signature);
}
