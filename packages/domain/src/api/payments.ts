import { z } from 'zod';
import {
  ZChallengeReturnAnswer,
  ZChallengeReturnRequest,
  ZConfirmAnswer,
  ZConfirmRequest,
  ZIntentAnswer,
  ZIntentRequest,
  ZOrderPayment,
  ZRemoveInstrumentAnswer,
  ZRemoveInstrumentParams,
  ZRemoveInstrumentQuery,
  ZWalletSession,
} from '../payments.ts';
import { defineEndpoint } from './endpoint.ts';

// Card payment (000 §7 payment calls): wallet session, purchase intent, confirm, the
// return from a 3-D Secure challenge, an order's payment, removing a saved card, and the sandbox
// provider's challenge page.

const ZVendorId = z.string().trim().min(1).max(100);
const ZChallengeToken = z.string().trim().min(1).max(4000);

export const openWalletSession = defineEndpoint('openWalletSession', {
  params: z.object({ vendorId: ZVendorId }).strict(),
  response: { 200: ZWalletSession },
});

export const createPaymentIntent = defineEndpoint('createPaymentIntent', {
  body: ZIntentRequest,
  response: { 200: ZIntentAnswer },
});

export const confirmPaymentIntent = defineEndpoint('confirmPaymentIntent', {
  body: ZConfirmRequest,
  response: { 200: ZConfirmAnswer },
});

export const completeChallenge = defineEndpoint('completeChallenge', {
  body: ZChallengeReturnRequest,
  response: { 200: ZChallengeReturnAnswer },
});

export const getOrderPayment = defineEndpoint('getOrderPayment', {
  query: z.object({ vendorId: ZVendorId, orderId: z.string().trim().min(1).max(200) }).strict(),
  response: { 200: z.object({ result: ZOrderPayment.nullable() }) },
});

export const removeInstrument = defineEndpoint('removeInstrument', {
  params: ZRemoveInstrumentParams,
  query: ZRemoveInstrumentQuery,
  response: { 200: ZRemoveInstrumentAnswer },
});

/** What a 3-D Secure challenge of the sandbox provider asks the payer to confirm. */
export const ZSandboxChallenge = z.object({
  amount: z.number(),
  currency: z.string(),
  brand: z.string(),
  last_four: z.string(),
});
export type TSandboxChallenge = z.infer<typeof ZSandboxChallenge>;

export const getSandboxChallenge = defineEndpoint('getSandboxChallenge', {
  query: z.object({ token: ZChallengeToken }).strict(),
  response: { 200: ZSandboxChallenge },
});

export const answerSandboxChallenge = defineEndpoint('answerSandboxChallenge', {
  body: z
    .object({ token: ZChallengeToken, action: z.enum(['approve', 'fail', 'cancel']) })
    .strict(),
  response: { 200: z.object({ return_url: z.string() }) },
});
