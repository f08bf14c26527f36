import type { TCreateOrderInput } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TDb } from '../../platform/db.ts';
import { upsertSavedAddresses } from '../addressbook/store.ts';
import { resolveFlagsFor } from '../flags/service.ts';
import { publishLiveEvent, recordLiveEvents } from '../live/publish.ts';
import type { TLiveEvent } from '../live/publish.ts';
import { marketClock } from '../service-hours/request-clock.ts';
import type { TRequestClock } from '../service-hours/request-clock.ts';
import { findVendor } from '../vendors/store.ts';
import {
  assertVendorRules,
  assertVendorTakesOrders,
  checkRequest,
  newOrderRow,
  savedAddressOf,
} from './create-order.ts';
import type { TCheckedRequest } from './create-order.ts';
import { claimIdempotencyKeys, findIdempotencyKeys } from './idempotency-store.ts';
import { presentOrder } from './presenter.ts';
import { insertNamedOrdersReturning, reserveOrderNumbers } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'bus' | 'clock' | 'config' | 'secrets'>;

/**
 * One order of a batch: its parsed request, or the refusal its caller already met (a fee that
 * could not be priced, the schema); either way under its Idempotency-Key among the vendor's keys.
 */
export type TOrderDraft = { idempotencyKey: string; requestHash: string } & (
  { input: TCreateOrderInput } | { refusal: AppError }
);

/** What became of one draft: created now, created earlier under its key, or refused. */
export type TDraftOutcome =
  | { kind: 'created'; orderId: string; fee: number }
  | { kind: 'replayed'; orderId: string }
  | { kind: 'refused'; error: AppError };

/** How often a batch is tried again when another transaction took one of its keys meanwhile. */
const KEY_RACE_TRIES = 3;

/** Thrown inside a batch's transaction to roll it back when a key was taken meanwhile. */
class KeyRace extends Error {}

/**
 * Many orders of one vendor at once (bulk placement), with the rules of createOrder: each draft
 * is checked as createOrder checks a request (the vendor, its rules, pre-order and service hours,
 * deliverability, the signed fee, the item value limit), a refused draft taking its own key and
 * the rest going on. Then one transaction: the keys already used (their orders are the drafts'
 * orders: nothing is created for them), the vendor's next numbers in one block, in the drafts'
 * order, the keys, the orders, the address book and the live events each in one statement, then
 * the caller's own rows (`onWritten`). The whole batch commits or nothing does; the live events
 * are published after the commit. No voucher: a draft naming one is for createOrder.
 */
export async function createOrders(command: {
  ctx: TCtx;
  vendorId: string;
  drafts: readonly TOrderDraft[];
  clock?: TRequestClock;
  /**
   * Awaited between two drafts' checks and between the batch's statements (a background job lets
   * requests in: on PGlite a statement runs in this thread, and theirs wait for the transaction).
   */
  pause?: () => Promise<void> | undefined;
  /** The caller's rows about the outcomes (in the drafts' order), in the batch's transaction. */
  onWritten?: (tx: TDb, outcomes: readonly TDraftOutcome[]) => Promise<void>;
}): Promise<TDraftOutcome[]> {
  const { ctx, vendorId, drafts } = command;
  const clock = command.clock ?? marketClock(ctx);
  const now = clock.now();
  const vendor = await findVendor(ctx.db, vendorId);
  const flags = vendor ? await resolveFlagsFor(ctx, vendorId) : null;
  const checks: (TCheckedRequest | AppError)[] = [];
  for (const draft of drafts) {
    if ('refusal' in draft) {
      checks.push(draft.refusal);
      continue;
    }
    if (draft.input.voucher)
      throw new Error('a voucher is redeemed by createOrder, not in a batch');
    try {
      assertVendorTakesOrders(vendor, now, false);
      await assertVendorRules(ctx, vendor, flags!, draft.input);
      checks.push(
        await checkRequest({ ctx, vendor, flags: flags!, input: draft.input, now, clock }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      checks.push(error);
    }
    await command.pause?.();
  }

  for (let tries = 1; ; tries += 1) {
    try {
      const written = await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as TDb;
        const used = await findIdempotencyKeys(
          tx,
          vendorId,
          drafts.map((d) => d.idempotencyKey),
        );
        // Each draft's outcome; those to create get their order ids below.
        const outcomes: TDraftOutcome[] = [];
        const toCreate: { index: number; input: TCreateOrderInput; checked: TCheckedRequest }[] =
          [];
        drafts.forEach((draft, index) => {
          const earlier = used.get(draft.idempotencyKey);
          const checked = checks[index]!;
          if (earlier) {
            outcomes.push(
              earlier.orderId
                ? { kind: 'replayed', orderId: earlier.orderId }
                : { kind: 'refused', error: new AppError(409, 'error.idempotency-in-progress') },
            );
          } else if (checked instanceof AppError) {
            outcomes.push({ kind: 'refused', error: checked });
          } else if ('input' in draft) {
            outcomes.push({ kind: 'created', orderId: '', fee: draft.input.delivery_fee.fee });
            toCreate.push({ index, input: draft.input, checked });
          }
        });
        const events = toCreate.length > 0 ? await insertBatch(tx, toCreate, outcomes) : [];
        await command.pause?.();
        await command.onWritten?.(tx, outcomes);
        return { outcomes, events };
      });
      for (const event of written.events) {
        // Committed: a viewer that missed the message reads the recorded event on reconnecting.
        await publishLiveEvent(ctx.bus, event).catch(() => {});
      }
      return written.outcomes;
    } catch (error) {
      if (!(error instanceof KeyRace) || tries >= KEY_RACE_TRIES) throw error;
    }
  }

  /** The batch's orders, numbered in the drafts' order, and all that goes with them. */
  async function insertBatch(
    tx: TDb,
    toCreate: { index: number; input: TCreateOrderInput; checked: TCheckedRequest }[],
    outcomes: TDraftOutcome[],
  ): Promise<TLiveEvent[]> {
    const first = (await reserveOrderNumbers(tx, new Map([[vendorId, toCreate.length]]))).get(
      vendorId,
    )!;
    const orderIds = toCreate.map((_, i) => `${vendorId}-${first + i}`);
    const claimed = await claimIdempotencyKeys(
      tx,
      toCreate.map((c, i) => ({
        vendorId,
        key: drafts[c.index]!.idempotencyKey,
        requestHash: drafts[c.index]!.requestHash,
        orderId: orderIds[i]!,
        createdAt: now,
      })),
    );
    // Another transaction used one of the keys since they were read: start again, reading it.
    if (claimed.size < toCreate.length) throw new KeyRace();
    const rows = await insertNamedOrdersReturning(
      tx,
      toCreate.map((c, i) => ({
        ...newOrderRow({
          ctx,
          vendor: vendor!,
          input: c.input,
          checked: c.checked,
          now,
          status: 'NEW',
        }),
        orderId: orderIds[i]!,
      })),
    );
    await command.pause?.();
    toCreate.forEach((c, i) => {
      outcomes[c.index] = { kind: 'created', orderId: orderIds[i]!, fee: c.input.delivery_fee.fee };
    });
    await upsertSavedAddresses(
      tx,
      toCreate.map((c) =>
        savedAddressOf({ ctx, vendorId, input: c.input, checked: c.checked, now }),
      ),
    );
    await command.pause?.();
    return recordLiveEvents(tx, {
      vendorId,
      type: 'order_update',
      data: rows.map(presentOrder),
      at: now,
    });
  }
}
