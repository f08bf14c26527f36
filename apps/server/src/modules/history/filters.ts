import { and, inArray, like, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { classifyHistorySearch, historyStatusSelection } from '@rider-portal/domain/history';
import type { THistoryStatusFilter } from '@rider-portal/domain/history';
import { COLLECTED_STATUSES } from '@rider-portal/domain/statuses';
import { orders } from '../../db/schema.ts';

/** Whether the order's history reached a collected status (how DELAYED is grouped). */
function hasCollectedHistory(): SQL {
  const collected = [...COLLECTED_STATUSES].map(
    (s) => sql`${orders.statusHistory} @> ${JSON.stringify([{ status: s }])}::jsonb`,
  );
  return sql`(${sql.join(collected, sql` OR `)})`;
}

/** SQL for the history status filter (001 §2), using the domain's grouping. */
export function statusFilterCondition(filter: THistoryStatusFilter): SQL | null {
  const selection = historyStatusSelection(filter);
  if (!selection) return null;
  const byStatus = inArray(orders.status, selection.statuses);
  if (!selection.delayed) return byStatus;
  const delayed = sql`${orders.status} = 'DELAYED'`;
  const delayedMatch =
    selection.delayed === 'collected' ? hasCollectedHistory() : not(hasCollectedHistory());
  return or(byStatus, and(delayed, delayedMatch))!;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL for the search key (001 §5): order id prefix, customer phone, or customer name. */
export function searchCondition(
  key: string,
  vendorIds: readonly string[],
  phoneRegion: string,
): SQL | null {
  const search = classifyHistorySearch(key, vendorIds, phoneRegion);
  if (!search) return null;
  switch (search.kind) {
    case 'order-id':
      return like(orders.orderId, `${escapeLike(search.prefix)}%`);
    case 'phone':
      return sql`regexp_replace(${orders.customer}->>'phone_number', '[^0-9]', '', 'g') LIKE ${`%${search.nationalNumber}`}`;
    case 'text':
      return sql`${orders.customer}->>'name' ILIKE ${`%${escapeLike(search.text)}%`}`;
  }
}
