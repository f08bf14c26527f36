import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';

export interface TMailboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  delivered_at: string | null;
}

/** GET /api/v1/dev/mailbox: the outbox, newest first (outside prd only). */
export function mailboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['dev-mailbox', to],
    queryFn: async () => {
      const body = await apiClient.request<{ result: { mails: TMailboxMail[] } }>('/dev/mailbox', {
        query: { to: to.trim() || undefined },
      });
      return body.result.mails;
    },
    refetchInterval: 5000,
  });
}
