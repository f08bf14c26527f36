import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { COLLECTED_STATUSES, DELIVERED_OR_RETURNED_STATUSES, NEW_STATUSES } from './statuses.ts';
import type { TOrderStatus } from './statuses.ts';

// 001 §2 "History screen": status filter any, new, collected, delivered, cancelled.
export const HISTORY_STATUS_FILTERS = [
  'any',
  'new',
  'collected',
  'delivered',
  'cancelled',
] as const;
export type THistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];

/** Which stored statuses a filter selects; DELAYED goes by whether a collected status was reached. */
export type TStatusSelection = {
  statuses: TOrderStatus[];
  delayed: 'collected' | 'not-collected' | null;
};

/** 001 §4 "Groups" as the history filter applies them (the same grouping as the live list). */
export function historyStatusSelection(filter: THistoryStatusFilter): TStatusSelection | null {
  switch (filter) {
    case 'any':
      return null;
    case 'new':
      return { statuses: [...NEW_STATUSES, 'STALLED'], delayed: 'not-collected' };
    case 'collected':
      return { statuses: [...COLLECTED_STATUSES], delayed: 'collected' };
    case 'delivered':
      return { statuses: [...DELIVERED_OR_RETURNED_STATUSES], delayed: null };
    case 'cancelled':
      return { statuses: ['CANCELLED', 'PAYMENT_CANCELLED', 'PAYMENT_FAILED'], delayed: null };
  }
}

export type THistorySearch =
  | { kind: 'order-id'; prefix: string }
  | { kind: 'phone'; nationalNumber: string }
  | { kind: 'text'; text: string };

/**
 * 001 §5 "History search": a key that starts with a listed vendor id and a dash searches order
 * ids by prefix; a possible phone number of the market searches customer phones; anything else
 * searches customer names. Empty keys search nothing (null).
 */
export function classifyHistorySearch(
  key: string,
  vendorIds: readonly string[],
  phoneRegion: string,
): THistorySearch | null {
  const trimmed = key.trim();
  if (trimmed === '') return null;
  if (vendorIds.some((id) => trimmed.startsWith(`${id}-`)))
    return { kind: 'order-id', prefix: trimmed };
  const phone = parsePhoneNumberFromString(trimmed, phoneRegion as CountryCode);
  if (phone?.isPossible()) return { kind: 'phone', nationalNumber: String(phone.nationalNumber) };
  return { kind: 'text', text: trimmed };
}
