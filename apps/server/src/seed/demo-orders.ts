import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import { startOfMarketDay } from '@rider-portal/domain/market-day';
import { getMarket } from '@rider-portal/domain/markets';
import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { computeDeliveryFee, toMinorUnits } from '@rider-portal/domain/pricing';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import { discountedFee } from '@rider-portal/domain/vouchers';
import type { TVoucherType } from '@rider-portal/domain/vouchers';
import type { TOrderRider, TProofKind } from '../db/schema.ts';
import type { TNewOrderRow } from '../modules/orders/store.ts';

// The demo's orders as a plan: pure, from a seeded generator and the clock, so two first starts
// at the same instant write the same orders (demo.ts writes them).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days of history before today. */
export const DEMO_HISTORY_DAYS = 29;

/** The places the demo orders are picked up from: the demo vendors with coordinates. */
export type TDemoPickup = { vendorId: string; address: string; lat: number; lng: number };

/** One planned order and what comes with it besides its row. */
export type TDemoOrder = {
  row: TNewOrderRow;
  /** The delivery fee paid by card: its intent, refunded when the order was cancelled. */
  card: 'paid' | 'refunded' | null;
  /** Proofs the rider took, and when (stored as images by demo.ts). */
  proofs: { kind: TProofKind; at: Date }[];
  /** The order's row in the demo bulk upload (2 = the sheet's first order). */
  bulkRowNumber: number | null;
};

type TRandom = () => number;

const CUSTOMERS = [
  'Maria Georgiou',
  'Andreas Christou',
  'Eleni Pavlou',
  'Nikos Ioannou',
  'Sofia Demetriou',
  'Yiannis Constantinou',
  'Anna Michael',
  'Omar Haddad',
  'Priya Nair',
  'Lucas Martin',
  'Hana Sato',
  'Katerina Nicolaou',
];
const STREETS = [
  'Elm Street 4',
  'Lemon Lane 19',
  'Olive Avenue 2',
  'Sea View 8',
  'Cypress Road 11',
  'Harbour Walk 5',
  'Orange Grove 27',
  'Church Square 3',
];
/** What a kitchen sends: cold food wants a cold bag, drinks with alcohol an age check. */
const ITEMS = [
  { description: '2 pizzas, 1 salad', isCold: false, isAgeRestricted: false },
  { description: 'Sushi platter for two', isCold: true, isAgeRestricted: false },
  { description: 'Burger menu and fries', isCold: false, isAgeRestricted: false },
  { description: 'Ice cream, 1 litre', isCold: true, isAgeRestricted: false },
  { description: 'Souvlaki wraps x3', isCold: false, isAgeRestricted: false },
  { description: 'Dinner for two with a bottle of wine', isCold: false, isAgeRestricted: true },
  { description: 'Six-pack of beer and snacks', isCold: true, isAgeRestricted: true },
  { description: 'Breakfast box', isCold: false, isAgeRestricted: false },
  { description: 'Cakes for an office party', isCold: true, isAgeRestricted: false },
  { description: 'Lunch order', isCold: false, isAgeRestricted: false },
];
const RIDERS = ['Andreas K.', 'Maria P.', 'Omar S.', 'Ravi T.', 'Eleni M.', 'Lucas B.'];
const VEHICLES = ['motorbike', 'scooter', 'bicycle', 'car'];
const CANCEL_REASONS: readonly TCancelReason[] = [
  'CUSTOMER_CANCELLED',
  'NO_RIDERS_AVAILABLE',
  'DUPLICATE_ORDER',
  'INCORRECT_ORDER_DETAILS',
  'BAD_WEATHER',
  'OUTSIDE_DELIVERY_AREA',
];

const int = (random: TRandom, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: TRandom, list: readonly T[]): T => list[int(random, 0, list.length - 1)]!;

type TOutcome = 'delivered' | 'cancelled' | 'returned' | 'live' | 'scheduled';

/** The status history of a finished order from its start, and when the rider took proofs. */
function timeline(
  random: TRandom,
  start: number,
  outcome: 'delivered' | 'cancelled' | 'returned',
  isCard: boolean,
) {
  const steps: { status: TOrderStatus; at: number }[] = [];
  let at = start;
  const step = (status: TOrderStatus, minMinutes: number, maxMinutes: number) => {
    at += int(random, minMinutes * 60, maxMinutes * 60) * 1000;
    steps.push({ status, at });
  };
  if (isCard) {
    steps.push({ status: 'PAYMENT_INITIATED', at });
    step('PAYMENT_COMMITTED', 0.2, 1);
    step('NEW', 0, 0.2);
  } else steps.push({ status: 'NEW', at });
  step('WAITING_FOR_TRANSPORT', 0.5, 1);
  if (outcome === 'cancelled') {
    step('CANCELLED', 2, 12);
    return steps;
  }
  step('COURIER_ACCEPTED_DELIVERY', 1, 5);
  step('NEAR_VENDOR', 4, 9);
  step('PICKED_UP', 2, 5);
  step('COURIER_LEFT_VENDOR', 0.5, 1);
  if (outcome === 'returned') {
    step('RETURN_INITIATED', 6, 12);
    step('RETURNED_TO_VENDOR', 6, 12);
    return steps;
  }
  step('NEAR_CUSTOMER', 8, 20);
  step('DELIVERED', 2, 5);
  return steps;
}

/**
 * Days, times and outcomes of the demo orders (issue 20): 29 days of history and today for the
 * parent's kitchens and the single café, in the market's business hours; a tenth cancelled with a
 * reason, a few returned, some pre-ordered, a quarter with the delivery fee paid by card, a few
 * with the voucher, proofs on the last days' deliveries and returns, a bulk upload's orders; and
 * live and scheduled orders for the simulator to move.
 */
export function planDemoOrders(input: {
  now: Date;
  timeZone: string;
  country: TCountryCode;
  random: TRandom;
  parentPickups: readonly TDemoPickup[];
  /** The parent vendor's own: what a parent user's screens show first (without its outlets). */
  parentOwnPickup: TDemoPickup;
  singlePickup: TDemoPickup;
  voucher: { code: string; type: TVoucherType; amount: number; minFee: number };
}): TDemoOrder[] {
  const { random, timeZone, country } = input;
  const now = input.now.getTime();
  const market = getMarket(country);
  const planned: TDemoOrder[] = [];
  const todayStart = startOfMarketDay(now, timeZone).getTime();

  const add = (
    pickup: TDemoPickup,
    at: number,
    outcome: TOutcome,
    opts: { bulkRowNumber?: number; preorderedFor?: number } = {},
  ) => {
    const customer = int(random, 0, CUSTOMERS.length - 1);
    const items = pick(random, ITEMS);
    const km = int(random, 10, 60) / 10;
    const paymentMethod: TPaymentMethod = random() < 0.6 ? 'CASH_ON_DELIVERY' : 'PAID';
    const fee = computeDeliveryFee({ country, distanceKm: km, paymentMethod });
    const isPreorder = opts.preorderedFor !== undefined;
    // A card payment is taken when the order is placed: none on the demo's pre-orders.
    const isCard =
      (outcome === 'delivered' || outcome === 'cancelled' || outcome === 'returned') &&
      !isPreorder &&
      random() < 0.25;
    const hasVoucher = random() < 0.08 && fee.amount >= input.voucher.minFee;
    let history: { status: TOrderStatus; at: number }[];
    if (outcome === 'live')
      history = [{ status: random() < 0.5 ? 'WAITING_FOR_TRANSPORT' : 'NEW', at }];
    else if (outcome === 'scheduled') history = [{ status: 'NEW', at }];
    else if (isPreorder) {
      // Placed at `at`, dispatched half an hour before its time.
      const [, ...dispatched] = timeline(random, opts.preorderedFor! - 30 * MINUTE, outcome, false);
      history = [{ status: 'NEW', at }, ...dispatched];
    } else history = timeline(random, at, outcome, isCard);
    const last = history[history.length - 1]!;
    const angle = (customer / CUSTOMERS.length) * 2 * Math.PI;
    const reach = km / 111;
    const riderAt = history.find((s) => s.status === 'COURIER_ACCEPTED_DELIVERY');
    const rider: TOrderRider | null = riderAt
      ? {
          id: `demo-rider-${int(random, 1, RIDERS.length)}`,
          name: pick(random, RIDERS),
          phone: `${market.phonePrefix}97${String(int(random, 100000, 999999))}`,
          vehicle: pick(random, VEHICLES),
          lat: pickup.lat,
          lng: pickup.lng,
          heading: null,
          updated_at: new Date(last.at).toISOString(),
        }
      : null;
    const proofAt = (status: TOrderStatus) => history.find((s) => s.status === status)?.at;
    const proofs: TDemoOrder['proofs'] = [];
    // Proofs on the last days' orders: what the order screens open first.
    if (now - at < 3 * DAY) {
      for (const [kind, status] of [
        ['pickup', 'PICKED_UP'],
        ['delivery', 'DELIVERED'],
        ['return', 'RETURNED_TO_VENDOR'],
      ] as const) {
        const taken = proofAt(status);
        if (taken !== undefined) proofs.push({ kind, at: new Date(taken) });
      }
    }
    const voucherFee = hasVoucher ? discountedFee(fee.amount, input.voucher) : null;
    planned.push({
      row: {
        vendorId: pickup.vendorId,
        status: last.status,
        statusHistory: history.map((s) => ({
          status: s.status,
          created_at: new Date(s.at).toISOString(),
        })),
        createdAt: new Date(at),
        updatedAt: new Date(last.at),
        preorderedFor: isPreorder ? new Date(opts.preorderedFor!) : null,
        currency: fee.currency,
        deliveryFee: fee.amount,
        discountedDeliveryFee: voucherFee,
        voucher: hasVoucher
          ? { code: input.voucher.code, amount: input.voucher.amount, type: input.voucher.type }
          : null,
        ageValidationRequired: items.isAgeRestricted,
        pickup: { address: pickup.address, latitude: pickup.lat, longitude: pickup.lng },
        customer: {
          name: CUSTOMERS[customer]!,
          phone_number: `${market.phonePrefix}99${String(100000 + customer * 7919).slice(0, 6)}`,
          location: {
            address: `${STREETS[customer % STREETS.length]}, ${market.defaultCity.name}`,
            latitude: pickup.lat + Math.sin(angle) * reach,
            longitude: pickup.lng + Math.cos(angle) * reach,
            notes: '',
          },
        },
        details: {
          amount: toMinorUnits(
            int(random, 8, 60) + int(random, 0, 1) * 0.5,
            market.currencyMinorUnits,
          ),
          description: items.description,
          payment_method: paymentMethod,
          cold_bag_needed: items.isCold,
        },
        rider,
        cancelReason: last.status === 'CANCELLED' ? pick(random, CANCEL_REASONS) : null,
        proofs: {},
        distanceMeters: Math.round(km * 1000),
      },
      card: isCard ? (outcome === 'cancelled' ? 'refunded' : 'paid') : null,
      proofs,
      bulkRowNumber: opts.bulkRowNumber ?? null,
    });
  };

  const pastOutcome = (): 'delivered' | 'cancelled' | 'returned' => {
    const r = random();
    return r < 0.1 ? 'cancelled' : r < 0.14 ? 'returned' : 'delivered';
  };
  // Business hours, 10:00 to 22:00 in the market, of each past day.
  for (let day = DEMO_HISTORY_DAYS; day >= 1; day -= 1) {
    const dayStart = startOfMarketDay(now - day * DAY, timeZone).getTime();
    const slot = () => dayStart + 10 * HOUR + int(random, 0, 12 * 60 - 1) * MINUTE;
    const orders: [TDemoPickup, number][] = [];
    for (let i = int(random, 4, 6); i > 0; i -= 1)
      orders.push([pick(random, input.parentPickups), slot()]);
    for (let i = int(random, 2, 4); i > 0; i -= 1) orders.push([input.singlePickup, slot()]);
    for (const [pickup, at] of orders.sort((a, b) => a[1] - b[1])) {
      if (random() < 0.1) {
        // A pre-order: placed two hours before its slot, for a time later that day.
        const time = Math.min(at + int(random, 2, 6) * HOUR, dayStart + 22 * HOUR);
        add(pickup, at - 2 * HOUR, 'delivered', { preorderedFor: time });
      } else add(pickup, at, pastOutcome());
    }
    // Three days ago the first kitchen uploaded a sheet of four orders at 09:00 (demo.ts keeps
    // the finished bulk job that placed them).
    if (day === 3) {
      for (let row = 2; row <= 5; row += 1)
        add(input.parentPickups[0]!, dayStart + 9 * HOUR + row * 1000, 'delivered', {
          bulkRowNumber: row,
        });
    }
  }
  // Today: finished orders of the hours before now (none in the first hour after midnight).
  for (let i = 0; i < 4; i += 1) {
    const at = now - 70 * MINUTE - i * 80 * MINUTE;
    if (at >= todayStart)
      add(i % 2 ? input.singlePickup : pick(random, input.parentPickups), at, pastOutcome());
  }
  // Live: placed a minute or two ago, for the simulator to take up at once.
  for (const [pickup, minutesAgo] of [
    [input.parentOwnPickup, 1],
    [input.parentPickups[0]!, 3],
    [input.singlePickup, 2],
  ] as const)
    add(pickup, now - minutesAgo * MINUTE, 'live');
  // Scheduled: later today and tomorrow, on the quarter hour.
  const quarter = (at: number) => Math.ceil(at / (15 * MINUTE)) * 15 * MINUTE;
  for (const [pickup, hoursAhead] of [
    [input.parentOwnPickup, 2],
    [input.singlePickup, 3],
    [input.parentPickups[1] ?? input.parentPickups[0]!, 26],
  ] as const)
    add(pickup, now - 5 * MINUTE, 'scheduled', { preorderedFor: quarter(now + hoursAhead * HOUR) });
  return planned.sort((a, b) => a.row.createdAt!.getTime() - b.row.createdAt!.getTime());
}
