import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { findNewestMails } from './store.ts';

/** How many mails the development mailbox lists. */
export const MAILBOX_PAGE_SIZE = 50;

const ZMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});

/**
 * The outbox as a mailbox (/dev/mailbox in the portal), so a person can open a verification link
 * or read a reset code without an SMTP relay. Never registered in prd: there it answers 404 like
 * any unknown route.
 */
export function mailboxRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (ctx.config.environment === 'prd') return;
    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Every mail the portal sent, newest first (not in prd)',
          querystring: z.object({ to: z.string().max(200).optional() }).strict(),
          response: { 200: z.object({ result: z.object({ mails: z.array(ZMail) }) }) },
        },
      },
      async (request) => {
        const to = request.query.to?.trim().toLowerCase();
        const rows = await findNewestMails(ctx.db, MAILBOX_PAGE_SIZE, to || null);
        return {
          result: {
            mails: rows.map((row) => ({
              id: row.id,
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html,
              created_at: row.createdAt.toISOString(),
              delivered_at: row.deliveredAt?.toISOString() ?? null,
            })),
          },
        };
      },
    );
  };
}
