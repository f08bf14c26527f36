import type { TOrderPayment } from '@rider-portal/domain/payments';
import type { TC2cTracking, TPublicTracking } from '@rider-portal/domain/public-tracking';
import {
  listGroup,
  TERMINAL_STATUSES,
  type TOrderStatus,
  type TStatusHistoryEntry,
} from '@rider-portal/domain/statuses';
import { presentRider } from '../orders/presenter.ts';
import type { TTrackedOrder } from './store.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The public page's answer (UX.md "Public tracking page"): progress, the two points and the
 * rider (first name, vehicle, position) while the order is open. No name, phone, note or amount.
 */
export function presentPublicTracking(row: TTrackedOrder, now: Date): TPublicTracking {
  const status = row.status as TOrderStatus;
  const statusHistory = row.statusHistory as TStatusHistoryEntry[];
  const preorderedFor = row.preorderedFor ? Math.floor(row.preorderedFor.getTime() / 1000) : null;
  const drop = row.customer.location;
  return {
    order_id: row.orderId,
    status,
    status_group: listGroup({ status, statusHistory, preorderedFor, now }),
    status_history: statusHistory.map((e) => ({ status: e.status, created_at: e.created_at })),
    created_at: row.createdAt.toISOString(),
    preordered_for: preorderedFor,
    vendor_name: row.isGuestVendor ? null : row.vendorName,
    pickup: {
      address: row.pickup.address,
      latitude: row.pickup.latitude,
      longitude: row.pickup.longitude,
    },
    dropoff: { address: drop.address, latitude: drop.latitude, longitude: drop.longitude },
    eta_pickup_at: row.etaPickupAt?.toISOString() ?? null,
    eta_dropoff_at: row.etaDropoffAt?.toISOString() ?? null,
    rider: row.rider && !TERMINAL_STATUSES.has(status) ? presentRider(row.rider) : null,
  };
}

/**
 * The sender's page (001 §1): the public answer plus sender, receiver, parcel, payment method and
 * the card payment's state, and both addresses with their notes.
 */
export function presentC2cTracking(
  row: TTrackedOrder,
  payment: TOrderPayment | null,
  now: Date,
): TC2cTracking {
  const base = presentPublicTracking(row, now);
  const drop = row.customer.location;
  return {
    ...base,
    pickup: {
      ...base.pickup,
      unit: row.pickup.unit ?? '',
      building: row.pickup.building ?? '',
      notes: row.pickup.notes ?? '',
    },
    dropoff: {
      ...base.dropoff,
      unit: drop.unit ?? '',
      building: drop.building ?? '',
      notes: drop.notes,
    },
    sender: row.sender
      ? { name: text(row.sender.name), phone_number: text(row.sender.phone_number) }
      : null,
    receiver: { name: row.customer.name, phone_number: row.customer.phone_number },
    parcel: {
      description: row.details.description,
      cold_bag_needed: row.details.cold_bag_needed,
      amount: row.details.amount,
      currency: row.currency,
    },
    payment: { method: row.details.payment_method, status: payment?.status ?? null },
  };
}
