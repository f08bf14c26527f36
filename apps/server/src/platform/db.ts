import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './paths.ts';

/** The one database type every store takes: PGlite and node-postgres share it. */
export type TDb = PgDatabase<PgQueryResultHKT>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /**
   * Whether this process holds the named lock among every process on the database, taking it when
   * it is free. Work that must run in one place only (the rider-fleet simulator) asks before each
   * round; a process that stops releases its locks with its connection. The embedded PGlite
   * belongs to one process: always true there.
   */
  holdsLock(key: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * Opens the database chosen by configuration: PostgreSQL when a URL is given, otherwise the
 * embedded PGlite (in `dataDir`, or in memory when dataDir is null), and applies migrations.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<TDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not bring the process down;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const locks = sessionLocks(opts.databaseUrl);
    return {
      db: db as unknown as TDb,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      holdsLock: locks.holds,
      close: async () => {
        await locks.release();
        await pool.end();
      },
    };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    holdsLock: async () => true,
    close: () => client.close(),
  };
}

/**
 * PostgreSQL session-level advisory locks on a connection of their own (outside the pool, so the
 * session that holds them lives as long as the process): a lock is kept until `release` or until
 * the connection drops, when another process may take it.
 */
function sessionLocks(databaseUrl: string) {
  let client: pg.Client | null = null;
  const held = new Set<number>();
  const forget = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    held.clear();
    lost.end().catch(() => {});
  };
  return {
    holds: async (key: number): Promise<boolean> => {
      if (held.has(key) && client) return true;
      try {
        if (!client) {
          const next = new pg.Client({ connectionString: databaseUrl });
          next.on('error', () => forget(next));
          await next.connect();
          client = next;
        }
        const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          key,
        ]);
        if (res.rows[0]?.ok) held.add(key);
        return held.has(key);
      } catch {
        if (client) forget(client);
        return false;
      }
    },
    release: async () => {
      const current = client;
      client = null;
      held.clear();
      await current?.end().catch(() => {});
    },
  };
}

/** A database error's fields the callers look at (SQLSTATE, and the column of a not-null one). */
type TDatabaseErrorFields = { code?: unknown; column?: unknown };

/**
 * Whether an error, or any error it was caused by (drizzle wraps the driver's), is a database
 * error that matches: the drivers (pg, PGlite) give the SQLSTATE as `code`.
 */
export function hasDatabaseError(
  error: unknown,
  matches: (fields: TDatabaseErrorFields) => boolean,
): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (matches(e as TDatabaseErrorFields)) return true;
  }
  return false;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasDatabaseError(error, (e) => e.code === '23505');
}
