import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { orders, vendors } from '../../db/schema.ts';

/** An order with its collecting vendor's name, as the tracking pages need it: one read. */
export async function findTrackedOrder(db: TDb, orderId: string) {
  const [row] = await db
    .select({
      orderId: orders.orderId,
      vendorId: orders.vendorId,
      status: orders.status,
      statusHistory: orders.statusHistory,
      createdAt: orders.createdAt,
      preorderedFor: orders.preorderedFor,
      currency: orders.currency,
      pickup: orders.pickup,
      customer: orders.customer,
      details: orders.details,
      sender: orders.sender,
      rider: orders.rider,
      etaPickupAt: orders.etaPickupAt,
      etaDropoffAt: orders.etaDropoffAt,
      vendorName: vendors.name,
      isGuestVendor: vendors.isGuest,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.vendorId, orders.vendorId))
    .where(eq(orders.orderId, orderId))
    .limit(1);
  return row ?? null;
}

export type TTrackedOrder = NonNullable<Awaited<ReturnType<typeof findTrackedOrder>>>;
