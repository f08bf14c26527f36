import { z } from 'zod';
import { ZHelpCenterInitAnswer, ZHelpCenterInitPayload } from '../help-center.ts';
import { defineEndpoint } from './endpoint.ts';
import { VENDOR_SCOPED_ERRORS } from './errors.ts';

/** A signed-in vendor user's help-centre token (HS256, 1 hour). */
export const getHelpCenterToken = defineEndpoint('getHelpCenterToken', {
  params: z.object({ id: z.string().min(1).max(100) }).strict(),
  response: { 200: z.object({ result: z.string() }), ...VENDOR_SCOPED_ERRORS },
});

export const initHelpCenter = defineEndpoint('initHelpCenter', {
  body: ZHelpCenterInitPayload,
  response: { 200: ZHelpCenterInitAnswer, ...VENDOR_SCOPED_ERRORS },
});
