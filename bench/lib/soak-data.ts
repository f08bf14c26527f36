// What bench/soak.ts starts from: restaurants (vendors) owned two by two by signed-in users, each
// with a month of delivered orders for its history, and the 200-row workbook of the minute's
// bulk upload. Written through the test factories, on the database the instances then share.
import type { TAppContext } from '../../apps/server/src/app-context.ts';
import { createOrder, createUser, createVendor } from '../../apps/server/test/helpers/factories.ts';
import { filledTemplate, validOrder } from '../../apps/server/test/helpers/bulk-files.ts';

export type TSoakVendor = {
  vendorId: string;
  authorization: string;
  /** Recent order ids of the vendor, for the order detail requests. */
  orderIds: string[];
};

const DAY_MS = 86_400_000;
/** Delivery points around Nicosia's centre, 0.5–1.5 km from the factories' vendor location. */
export const DESTINATIONS = [
  { lat: 35.1733, lng: 33.3614, address: 'Ledra Street 25, Nicosia' },
  { lat: 35.17263, lng: 33.37598, address: 'Kennedy Avenue 12, Nicosia' },
  { lat: 35.16904, lng: 33.3682, address: 'Stasinou Avenue 7, Nicosia' },
  { lat: 35.16779, lng: 33.35701, address: 'Evagorou Avenue 31, Nicosia' },
] as const;

/**
 * `vendors` restaurants, a user per two of them (a small chain), and `historyPerVendor` delivered
 * orders each over the past 30 days (a tenth of them earlier today).
 */
export async function createSoakVendors(
  ctx: TAppContext,
  opts: { vendors: number; historyPerVendor: number },
): Promise<TSoakVendor[]> {
  const vendors: TSoakVendor[] = [];
  for (let i = 0; i < opts.vendors; i += 2) {
    const pair = [(await createVendor(ctx)).vendorId];
    if (i + 1 < opts.vendors) pair.push((await createVendor(ctx)).vendorId);
    const { authorization } = await createUser(ctx, pair);
    for (const vendorId of pair) vendors.push({ vendorId, authorization, orderIds: [] });
  }
  const now = Date.now();
  await Promise.all(
    vendors.map(async (vendor) => {
      for (let i = 0; i < opts.historyPerVendor; i += 1) {
        // One order in ten from earlier today (the tracking list's day), the rest over the month.
        const ageMs =
          i % 10 === 0
            ? 60_000 + ((i * 7_919) % 3_600_000)
            : DAY_MS + ((i * 2_654_435_761) % (29 * DAY_MS));
        const order = await createOrder(ctx, vendor.vendorId, {
          status: 'DELIVERED',
          createdAt: new Date(now - ageMs),
        });
        if (vendor.orderIds.length < 20) vendor.orderIds.push(order.orderId);
      }
    }),
  );
  return vendors;
}

const FIRST = ['Maria', 'Andreas', 'Eleni', 'Georgios', 'Christina', 'Nikos', 'Sofia'];
const LAST = ['Georgiou', 'Christou', 'Ioannou', 'Charalambous', 'Constantinou', 'Kyriakou'];
const WHAT = ['Two souvlaki pitas', 'Family pizza', 'Groceries', 'Sushi set', 'Cake'];

/** Letters only (no digits in a customer name): a, b, …, z, ba, bb, … */
function letters(n: number): string {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
}

/** The template filled with `rows` orders that pass every check, as a restaurant's script makes it. */
export function bulkWorkbook(rows: number): Promise<Uint8Array> {
  return filledTemplate(
    Array.from({ length: rows }, (_, i) => {
      const to = DESTINATIONS[i % DESTINATIONS.length]!;
      return validOrder(
        `${FIRST[i % FIRST.length]} ${LAST[(i >> 3) % LAST.length]} ${letters(i)}`,
        {
          dropoff_address: to.address,
          latitude: to.lat,
          longitude: to.lng,
          order_amount: Math.round(800 + ((i * 37) % 4200)) / 100,
          description: WHAT[i % WHAT.length]!,
          payment_type: i % 2 === 0 ? 'CASH_ON_DELIVERY' : 'PAID',
        },
      );
    }),
  );
}
