import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZWebhookState } from '@rider-portal/domain/api/integrations';
import { API_ID_MAX_CHARS } from '@rider-portal/domain/constants';
import type { TDeliveryFilters } from '../api/webhook-deliveries';

/** The client page's tab and the log's filters, shareable in the URL; a bad value is dropped. */
const ZClientParams = z.object({
  tab: z.enum(['settings', 'deliveries']).catch('settings'),
  order: z.string().max(API_ID_MAX_CHARS).catch(''),
  state: ZWebhookState.nullable().catch(null),
});

export type TClientTab = 'settings' | 'deliveries';

export function useClientView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(
    () =>
      ZClientParams.parse({
        tab: params.get('tab') ?? undefined,
        order: params.get('order') ?? '',
        state: params.get('state'),
      }),
    [params],
  );
  const change = useCallback(
    (next: { tab?: TClientTab } & Partial<TDeliveryFilters>) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          const put = (name: string, value: string | null | undefined) => {
            if (value === undefined) return;
            if (value) merged.set(name, value);
            else merged.delete(name);
          };
          put('tab', next.tab === 'settings' ? null : next.tab);
          put('order', next.orderId);
          put('state', next.state);
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  const filters: TDeliveryFilters = { orderId: view.order, state: view.state };
  return { tab: view.tab, filters, change };
}
