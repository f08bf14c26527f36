import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';

export type { TMailboxMail } from '@rider-portal/domain/api/mailbox';
export type { TSentMessage } from '@rider-portal/domain/api/messages';

/** The header the server reads the operator token from (as `npm run admin` sends it). */
export const OPERATOR_TOKEN_HEADER = 'x-admin-token';

/**
 * GET /api/v1/dev/mailbox, with DEV_PAGES on: a signed-in user's own mail, or with the operator
 * token (on the server's own computer) every address's, newest first.
 */
export function mailboxQueryOptions(input: { to: string; operatorToken: string | null }) {
  return queryOptions({
    queryKey: ['dev-mailbox', input.to, input.operatorToken],
    queryFn: async () => {
      const body = await apiClient.call('getMailbox', {
        query: { to: input.to.trim() || undefined },
        headers: input.operatorToken ? { [OPERATOR_TOKEN_HEADER]: input.operatorToken } : {},
      });
      return body.result.mails;
    },
    // Refused (401) or off (404): asking again every 5 s would change nothing.
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
  });
}

/**
 * GET /api/v1/dev/messages, with DEV_PAGES on: the text messages sent to the customers of the
 * caller's orders, or with the operator token every message, newest first.
 */
export function messagesQueryOptions(input: { to: string; operatorToken: string | null }) {
  return queryOptions({
    queryKey: ['dev-messages', input.to, input.operatorToken],
    queryFn: async () => {
      const body = await apiClient.call('getMessages', {
        query: { to: input.to.trim() || undefined },
        headers: input.operatorToken ? { [OPERATOR_TOKEN_HEADER]: input.operatorToken } : {},
      });
      return body.result.messages;
    },
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5000),
  });
}
