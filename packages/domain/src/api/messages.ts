import { z } from 'zod';
import { VENDOR_SCOPED_ERRORS, ZErrorEnvelope } from './errors.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATES,
  NOTIFICATION_STEPS,
} from '../notifications.ts';
import { defineEndpoint } from './endpoint.ts';

/** A text message sent to a recipient, as the development outbox (DEV_PAGES) lists it. */
export const ZSentMessage = z.object({
  to: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  text: z.string(),
  step: z.enum(NOTIFICATION_STEPS),
  order_id: z.string(),
  created_at: z.string(),
});
export type TSentMessage = z.infer<typeof ZSentMessage>;

export const getMessages = defineEndpoint('getMessages', {
  query: z.object({ to: z.string().max(40).optional() }).strict(),
  response: {
    200: z.object({ result: z.object({ messages: z.array(ZSentMessage) }) }),
    401: ZErrorEnvelope,
  },
});

/**
 * A reply to a text message, as an SMS gateway posts it (Twilio's form: From and Body; others
 * are ignored). STOP and START opt the number out and in again.
 */
export const receiveSmsReply = defineEndpoint('receiveSmsReply', {
  body: z.object({ From: z.string().max(40), Body: z.string().max(1600) }).loose(),
  response: {
    204: z.null(),
    400: ZErrorEnvelope,
    403: ZErrorEnvelope,
  },
});

/** What became of one of an order's messages to its customer (its detail shows them per step). */
export const ZOrderMessage = z.object({
  step: z.enum(NOTIFICATION_STEPS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  state: z.enum(NOTIFICATION_STATES),
  /** Why it was not sent (off, step-off, opted-out, no-phone), or the gateway's last error. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
});
export type TOrderMessage = z.infer<typeof ZOrderMessage>;

export const getOrderMessages = defineEndpoint('getOrderMessages', {
  query: z
    .object({ vendorId: z.string().min(1).max(100), orderId: z.string().min(1).max(200) })
    .strict(),
  response: {
    200: z.object({ result: z.object({ messages: z.array(ZOrderMessage) }) }),
    404: ZErrorEnvelope,
  },
});

/** Which messages a vendor's customers get (issue 21), as the settings screen sends them. */
export const ZNotificationSettings = z
  .object({
    enabled: z.boolean(),
    steps: z.array(z.enum(NOTIFICATION_STEPS)).max(NOTIFICATION_STEPS.length),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)).max(NOTIFICATION_CHANNELS.length),
  })
  .strict();

const ZSettingsAnswer = z.object({
  result: z.object({
    settings: ZNotificationSettings,
    /** own: this vendor's; parent: its brand's, which an outlet follows; market: the default. */
    source: z.enum(['own', 'parent', 'market']),
  }),
});

const ZVendorIdParams = z.object({ vendorId: z.string().min(1).max(100) }).strict();

export const getNotificationSettings = defineEndpoint('getNotificationSettings', {
  params: ZVendorIdParams,
  response: { 200: ZSettingsAnswer, ...VENDOR_SCOPED_ERRORS },
});

export const saveNotificationSettings = defineEndpoint('saveNotificationSettings', {
  params: ZVendorIdParams,
  body: ZNotificationSettings,
  response: { 200: ZSettingsAnswer, ...VENDOR_SCOPED_ERRORS },
});

export const resetNotificationSettings = defineEndpoint('resetNotificationSettings', {
  params: ZVendorIdParams,
  response: { 200: ZSettingsAnswer, ...VENDOR_SCOPED_ERRORS },
});
