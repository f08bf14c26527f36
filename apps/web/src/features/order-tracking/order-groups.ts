import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { LIST_GROUPS, listGroup, type TListGroup } from '@rider-portal/domain/statuses';

export type TOrderGroup = { group: TListGroup; orders: TOrderListItem[] };

/**
 * 001 §2, §4: the tracking list in its groups (new, scheduled, collected, delivered, cancelled),
 * each newest first as the list arrives; orders in no group (not yet paid) are left out.
 */
export function groupOrders(orders: readonly TOrderListItem[], now: number): TOrderGroup[] {
  const byGroup = new Map<TListGroup, TOrderListItem[]>(LIST_GROUPS.map((g) => [g, []]));
  for (const order of orders) {
    const group = listGroup({
      status: order.status,
      statusHistory: order.status_history,
      preorderedFor: order.preordered_for,
      now,
    });
    if (group) byGroup.get(group)!.push(order);
  }
  return LIST_GROUPS.map((group) => ({ group, orders: byGroup.get(group)! }));
}

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The search box: order number, customer name, phone or address, ignoring case and spacing. */
export function matchesSearch(order: TOrderListItem, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = [
    order.order_id,
    order.customer.name,
    order.customer.location.address,
    order.order.description,
  ]
    .join('\n')
    .toLocaleLowerCase();
  if (haystack.includes(needle)) return true;
  const digits = digitsOf(needle);
  return digits.length >= 3 && digitsOf(order.customer.phone_number).includes(digits);
}
