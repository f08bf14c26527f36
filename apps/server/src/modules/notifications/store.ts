import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { notificationMessages, notificationOptOuts, notificationSettings } from './schema.ts';

export type TNotificationRow = typeof notificationMessages.$inferSelect;

/**
 * Takes up to `limit` due messages for this server until `leaseUntil` (SKIP LOCKED: every server
 * takes its own share; a message whose server died is taken again when its lease ends).
 */
export async function claimDueMessages(
  db: TDb,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<TNotificationRow[]> {
  const due = db
    .select({ id: notificationMessages.id })
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.state, 'pending'),
        lte(notificationMessages.nextAttemptAt, input.now),
        or(
          isNull(notificationMessages.leasedUntil),
          lte(notificationMessages.leasedUntil, input.now),
        ),
      ),
    )
    .orderBy(notificationMessages.nextAttemptAt, notificationMessages.id)
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationMessages)
    .set({
      leasedUntil: input.leaseUntil,
      attempts: sql`${notificationMessages.attempts} + 1`,
    })
    .where(inArray(notificationMessages.id, due))
    .returning();
}

/** A message's new state after a try. */
export type TNotificationOutcome = Pick<TNotificationRow, 'id' | 'state' | 'reason'> &
  Partial<Pick<TNotificationRow, 'to' | 'language' | 'text' | 'sentAt' | 'nextAttemptAt'>>;

/** Writes a sweep's outcomes in one statement, letting go of their leases. */
export async function saveOutcomes(db: TDb, outcomes: TNotificationOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = JSON.stringify(
    outcomes.map((o) => ({
      id: o.id,
      state: o.state,
      reason: o.reason,
      to: o.to ?? null,
      language: o.language ?? null,
      text: o.text ?? null,
      sent_at: o.sentAt?.toISOString() ?? null,
      next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
    })),
  );
  await db.execute(sql`
    update ${notificationMessages} as m set
      state = v.state,
      reason = v.reason,
      "to" = coalesce(v."to", m."to"),
      language = coalesce(v.language, m.language),
      text = coalesce(v.text, m.text),
      sent_at = v.sent_at,
      next_attempt_at = coalesce(v.next_attempt_at, m.next_attempt_at),
      leased_until = null
    from jsonb_to_recordset(${values}::jsonb) as v(
      id bigint, state text, reason text, "to" text, language text, text text,
      sent_at timestamptz, next_attempt_at timestamptz
    )
    where m.id = v.id`);
}

/** Which of these numbers replied STOP (and not START since). */
export async function findOptedOut(db: TDb, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: notificationOptOuts.phone })
    .from(notificationOptOuts)
    .where(inArray(notificationOptOuts.phone, phones));
  return new Set(rows.map((r) => r.phone));
}

export async function optOut(db: TDb, phone: string, at: Date): Promise<void> {
  await db.insert(notificationOptOuts).values({ phone, optedOutAt: at }).onConflictDoNothing();
}

export async function optIn(db: TDb, phone: string): Promise<void> {
  await db.delete(notificationOptOuts).where(eq(notificationOptOuts.phone, phone));
}

/** The messages of some orders, oldest first (an order's detail shows them per step). */
export async function findMessagesOfOrders(
  db: TDb,
  orderIds: string[],
): Promise<TNotificationRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(notificationMessages)
    .where(inArray(notificationMessages.orderId, orderIds))
    .orderBy(asc(notificationMessages.id));
}

/**
 * The newest messages sent, to one number or any, of some vendors' orders or of all (null: the
 * operator).
 */
export async function findSentMessages(
  db: TDb,
  input: { to: string | null; vendorIds: string[] | null; limit: number },
): Promise<TNotificationRow[]> {
  if (input.vendorIds?.length === 0) return [];
  return db
    .select()
    .from(notificationMessages)
    .where(
      and(
        eq(notificationMessages.state, 'sent'),
        input.to ? eq(notificationMessages.to, input.to) : undefined,
        input.vendorIds ? inArray(notificationMessages.vendorId, input.vendorIds) : undefined,
      ),
    )
    .orderBy(desc(notificationMessages.id))
    .limit(input.limit);
}

export type TSettingsRow = typeof notificationSettings.$inferSelect;

/** The vendors' own settings rows, by vendor id (those without one are absent). */
export async function findSettingsRows(
  db: TDb,
  vendorIds: string[],
): Promise<Map<string, TSettingsRow>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.vendorId, vendorIds));
  return new Map(rows.map((row) => [row.vendorId, row]));
}

export async function saveSettingsRow(db: TDb, row: TSettingsRow): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({
      target: notificationSettings.vendorId,
      set: {
        enabled: row.enabled,
        steps: row.steps,
        channels: row.channels,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteSettingsRow(db: TDb, vendorId: string): Promise<void> {
  await db.delete(notificationSettings).where(eq(notificationSettings.vendorId, vendorId));
}
