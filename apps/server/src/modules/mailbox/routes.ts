import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/mailbox';
import type { TAppContext } from '../../app-context.ts';
import { isOperatorRequest, OPERATOR_TOKEN_HEADER } from '../admin/operator.ts';
import { requireUser } from '../auth/caller.ts';
import { findNewestMails } from './store.ts';

/** How many mails the development mailbox lists. */
export const MAILBOX_PAGE_SIZE = 50;

/**
 * Whose mail the caller may read: the operator (operator token, over loopback) every
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
      api.getMailbox.path,
      {
        schema: {
          tags: ['development'],
          summary: `The mails the portal sent, newest first (DEV_PAGES on): a signed-in user's own, or any with the operator token (${OPERATOR_TOKEN_HEADER}, over loopback)`,
          security: [{ portal: [] }],
          querystring: api.getMailbox.query,
          response: api.getMailbox.response,
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
