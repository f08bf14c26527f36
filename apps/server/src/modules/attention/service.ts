import {
  ATTENTION_SWEEP_EVERY_MS,
  attentionOf,
  attentionThresholdsOf,
} from '@rider-portal/domain/attention';
import type { TAttentionReason } from '@rider-portal/domain/attention';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import type { TDb } from '../../platform/db.ts';
import { createPollingWorker, perContext } from '../../platform/polling-worker.ts';
import type { TWorkerLog } from '../../platform/polling-worker.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { timeSlicer } from '../../platform/time-slice.ts';
import { publishLiveEvent, recordLiveEvent } from '../live/publish.ts';
import type { TLiveEvent } from '../live/publish.ts';
import { presentOrder } from '../orders/presenter.ts';
import type { TOrderRow } from '../orders/store.ts';
import { findOwnerEmails, findVendorsByIds } from '../vendors/store.ts';
import { attentionMail } from './mail.ts';
import { claimAttentionMails, findAttentionCandidates, saveAttention } from './store.ts';
import type { TAttentionCandidate, TAttentionChange } from './store.ts';

/** An order stuck for longer than this is history, not an alert: it is not raised (our choice). */
const RAISE_WITHIN_MS = 24 * 60 * 60_000;
/** The most orders one sweep flags or clears (our choice: one transaction, one live event each). */
const ATTENTION_SWEEP_MAX_CHANGES = 500;

/** What the rules say of a candidate now, when it differs from what the order says. */
function changeOf(
  ctx: TAppContext,
  order: TAttentionCandidate,
  now: Date,
): TAttentionChange | null {
  const attention = attentionOf(
    {
      status: order.status as TOrderStatus,
      statusHistory: order.statusHistory as TStatusHistoryEntry[],
      createdAt: order.createdAt,
      preorderedFor: order.preorderedFor,
      pickupEstimationMinutes: order.loginPickupEstimation,
      etaPickupAt: order.etaPickupAt,
      etaDropoffAt: order.etaDropoffAt,
    },
    attentionThresholdsOf(ctx.config.country, order.thresholds),
    now,
  );
  const reason = attention?.reason ?? null;
  // A flagged order keeps the time it was first flagged while the reason stays the same.
  if (reason === order.attentionReason) return null;
  return { orderId: order.orderId, status: order.status, reason, since: attention?.since ?? null };
}

/**
 * Mails each vendor's owners of its newly flagged orders, once per order (whichever server claims
 * it), one mail per vendor per sweep: a bulk file of stuck orders is one mail, not hundreds.
 */
async function mailOwners(ctx: TAppContext, flagged: TOrderRow[]): Promise<void> {
  const claimed = new Set(
    await claimAttentionMails(ctx.db, {
      orderIds: flagged.map((o) => o.orderId),
      at: ctx.clock.now(),
    }),
  );
  const byVendor = new Map<string, TOrderRow[]>();
  for (const order of flagged.filter((o) => claimed.has(o.orderId))) {
    byVendor.set(order.vendorId, [...(byVendor.get(order.vendorId) ?? []), order]);
  }
  if (byVendor.size === 0) return;
  const vendorIds = [...byVendor.keys()];
  const owners = await findOwnerEmails(ctx.db, vendorIds);
  const names = new Map(
    (await findVendorsByIds(ctx.db, vendorIds)).map((v) => [v.vendorId, v.name]),
  );
  const now = ctx.clock.now().getTime();
  for (const [vendorId, orders] of byVendor) {
    const only = orders.length === 1 ? orders[0]!.orderId : null;
    const link = `${publicOrigin(ctx)}/order-tracking/${encodeURIComponent(vendorId)}${
      only ? `?order_id=${encodeURIComponent(only)}` : ''
    }`;
    for (const to of owners.get(vendorId) ?? []) {
      await ctx.mailer.send(
        attentionMail({
          to,
          vendorName: names.get(vendorId) ?? vendorId,
          orders: orders.map((order) => ({
            orderId: order.orderId,
            reason: order.attentionReason as TAttentionReason,
            minutes: Math.max(0, Math.floor((now - order.createdAt.getTime()) / 60_000)),
          })),
          link,
          language: ctx.config.languages[0]!,
          entity: ctx.config.entity,
        }),
      );
    }
  }
}

/**
 * One sweep (issue 21): every order that became stuck is flagged, every flagged order that is
 * fine again is cleared, each with a live event in the same transaction (every open screen hears
 * it), and the owners of newly stuck orders are mailed once per order. At most
 * ATTENTION_SWEEP_MAX_CHANGES orders change per sweep (the rest the next), and the rules are
 * worked out in slices so that requests go on meanwhile. Answers how many changed.
 */
async function sweep(ctx: TAppContext): Promise<number> {
  const now = ctx.clock.now();
  const candidates = await findAttentionCandidates(ctx.db, {
    raisingFrom: new Date(now.getTime() - RAISE_WITHIN_MS),
  });
  const changes: TAttentionChange[] = [];
  const slice = timeSlicer();
  for (const order of candidates) {
    const change = changeOf(ctx, order, now);
    if (change) changes.push(change);
    if (changes.length >= ATTENTION_SWEEP_MAX_CHANGES) break;
    await slice();
  }
  if (changes.length === 0) return 0;
  const { saved, events } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as TDb;
    const rows = await saveAttention(tx, changes);
    const recorded: TLiveEvent[] = [];
    for (const row of rows) {
      recorded.push(
        await recordLiveEvent(tx, {
          vendorId: row.vendorId,
          type: 'order_update',
          data: presentOrder(row),
          at: now,
        }),
      );
    }
    return { saved: rows, events: recorded };
  });
  for (const event of events) await publishLiveEvent(ctx.bus, event);
  await mailOwners(
    ctx,
    saved.filter((o) => o.attentionReason !== null && o.attentionMailedAt === null),
  );
  return saved.length;
}

const workerOf = perContext((ctx: TAppContext) =>
  createPollingWorker({
    name: 'attention sweep',
    everyMs: ATTENTION_SWEEP_EVERY_MS,
    run: () => sweep(ctx),
  }),
);

/** One sweep now, after any of this server still running (tests call it with their clock). */
export function runAttentionSweep(ctx: TAppContext): Promise<number> {
  return workerOf(ctx).run();
}

/** Started and stopped with the server. */
export const attentionWorker = {
  start: (ctx: TAppContext, log?: TWorkerLog) => workerOf(ctx).start(log),
  stop: (ctx: TAppContext) => workerOf(ctx).stop(),
};
