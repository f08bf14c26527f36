import { desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { mailOutbox } from '../../db/schema.ts';

/** The newest mails of the outbox first, optionally to one address only. */
export async function findNewestMails(
  db: TDb,
  limit: number,
  to: string | null,
): Promise<(typeof mailOutbox.$inferSelect)[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(sql`lower(${mailOutbox.to})`, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
