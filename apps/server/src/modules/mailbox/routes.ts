import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@rider-portal/domain/errors';
import type { TAppContext } from '../../app-context.ts';
import { isOperatorRequest, OPERATOR_TOKEN_HEADER } from '../admin/operator.ts';
import { requireUser } from '../auth/caller.ts';
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
 * Whose mail the caller may read (issue 14): the operator (operator token, over loopback) every
 * address's, as asked; a signed-in user only their own, whatever they ask; anyone else nothing.
 */
function readableAddress(ctx: TAppContext, request: FastifyRequest, asked: string | null) {
  if (isOperatorRequest(request, ctx.secrets.adminToken)) return asked;
  return requireUser(request).email.toLowerCase();
}

/**
 * The outbox as a mailbox (/dev/mailbox in the portal), so a person can open a verification link
 * or read a reset code without an SMTP relay. Registered only with DEV_PAGES on (never in prd):
 * otherwise it answers 404 like any unknown route. It hands out reset codes, so it needs a
 * signed-in user (their own mail) or the operator.
 */
export function mailboxRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!ctx.config.devPages) return;
    app.get(
      '/dev/mailbox',
      {
        schema: {
          tags: ['development'],
          summary: `The mails the portal sent, newest first (DEV_PAGES on): a signed-in user's own, or any with the operator token (${OPERATOR_TOKEN_HEADER}, over loopback)`,
          security: [{ portal: [] }],
          querystring: z.object({ to: z.string().max(200).optional() }).strict(),
          response: {
            200: z.object({ result: z.object({ mails: z.array(ZMail) }) }),
            401: ZErrorEnvelope,
          },
        },
      },
      async (request) => {
        const asked = request.query.to?.trim().toLowerCase() || null;
        const to = readableAddress(ctx, request, asked);
        const rows = await findNewestMails(ctx.db, MAILBOX_PAGE_SIZE, to);
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
