import { z } from 'zod';
import { ZC2cTracking, ZPublicTracking, ZTrackingLinks } from '../public-tracking.ts';
import { defineEndpoint } from './endpoint.ts';

// 001 §2 public tracking: the pages' answers (no sign-in; a signed link instead) and the links
// for the vendor who placed the order.

const ZOrderIdParams = z.object({ orderId: z.string().min(1).max(200) });
// A malformed token (too long, given twice, mangled by a chat app) answers like a wrong one (404),
// never with a validation error: the page then says the link is not valid.
const ZTokenQuery = z.object({ t: z.unknown().optional() });

export const getPublicTracking = defineEndpoint('getPublicTracking', {
  params: ZOrderIdParams,
  query: ZTokenQuery,
  response: { 200: z.object({ result: ZPublicTracking }) },
});

export const getC2cTracking = defineEndpoint('getC2cTracking', {
  params: ZOrderIdParams,
  query: ZTokenQuery,
  response: { 200: z.object({ result: ZC2cTracking }) },
});

export const getTrackingLinks = defineEndpoint('getTrackingLinks', {
  query: z
    .object({ vendorId: z.string().min(1).max(100), orderId: z.string().min(1).max(200) })
    .strict(),
  response: { 200: z.object({ result: ZTrackingLinks }) },
});
