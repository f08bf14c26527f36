import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { LIST_GROUPS, listGroup, type TListGroup } from '@rider-portal/domain/statuses';

export type TOrderGroup = { group: TListGroup; orders: TOrderListItem[] };

/**
 * 001 §2, §4: the tracking list in its groups (new, scheduled, collected, delivered, cancelled),
 * each newest first as the list arrives, those that need attention first (issue 21); orders in
 * no group (not yet paid) are left out unless they need attention.
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
    // A card payment that does not end is in no group until it needs attention: then it is new.
    const shownIn = group ?? (order.attention ? 'new' : null);
    if (shownIn) byGroup.get(shownIn)!.push(order);
  }
  // Issue 21: orders that need attention come first in their group, in the list's order.
  return LIST_GROUPS.map((group) => {
    const inGroup = byGroup.get(group)!;
    return {
      group,
      orders: [...inGroup.filter((o) => o.attention), ...inGroup.filter((o) => !o.attention)],
    };
  });
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
