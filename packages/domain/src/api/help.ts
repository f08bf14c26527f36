import { z } from 'zod';
import { ZCountryCode, ZEntity, ZLanguage } from '../enum-schemas.ts';
import { defineEndpoint } from './endpoint.ts';
import { VENDOR_SCOPED_ERRORS } from './errors.ts';

/** 001 §3 "Help-centre init payload", POSTed to the help-centre conditions init (001 §7). */
export const ZHelpCenterInitPayload = z
  .object({
    user_id: z.string().min(1).max(100),
    email: z.email().max(320),
    guest: z.boolean(),
    name: z.string().max(200),
    brand: ZEntity,
    global_entity_id: z
      .string()
      .regex(/^[A-Z]{2}_[A-Z]{2}$/)
      .max(10),
    country: ZCountryCode,
    locale: ZLanguage,
    app_version: z.string().min(1).max(100),
    verification_token: z.string().min(1).max(4096),
    service_type: z.string().min(1).max(50),
  })
  .strict();
export type THelpCenterInitPayload = z.infer<typeof ZHelpCenterInitPayload>;

/** The answer of the init: the page the help centre shows (relative to the init URL or absolute). */
export const ZHelpCenterInitAnswer = z.object({ result: z.object({ url: z.string().min(1) }) });
export type THelpCenterInitAnswer = z.infer<typeof ZHelpCenterInitAnswer>;

/** A signed-in vendor user's help-centre token (HS256, 1 hour). */
export const getHelpCenterToken = defineEndpoint('getHelpCenterToken', {
  params: z.object({ id: z.string().min(1).max(100) }).strict(),
  response: { 200: z.object({ result: z.string() }), ...VENDOR_SCOPED_ERRORS },
});

export const initHelpCenter = defineEndpoint('initHelpCenter', {
  body: ZHelpCenterInitPayload,
  response: { 200: ZHelpCenterInitAnswer, ...VENDOR_SCOPED_ERRORS },
});
