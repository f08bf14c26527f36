import { z } from 'zod';
import { ZErrorEnvelope } from './errors.ts';
import { defineEndpoint } from './endpoint.ts';

/** A mail the portal sent, as the development mailbox (DEV_PAGES) lists it. */
export const ZMailboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type TMailboxMail = z.infer<typeof ZMailboxMail>;

export const getMailbox = defineEndpoint('getMailbox', {
  query: z.object({ to: z.string().max(200).optional() }).strict(),
  response: {
    200: z.object({ result: z.object({ mails: z.array(ZMailboxMail) }) }),
    401: ZErrorEnvelope,
  },
});
