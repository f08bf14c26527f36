import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseConfig } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import { closeContext, createContext } from '../../src/context.ts';
import type { TAppContext } from '../../src/app-context.ts';
import { createManualClock } from '../../src/platform/clock.ts';
import { createTestDatabase } from './databases.ts';

export type TTestApp = {
  app: FastifyInstance;
  ctx: TAppContext;
  clock: ReturnType<typeof createManualClock>;
  close(): Promise<void>;
};

/**
 * The real app, in-process, on a fresh database (PGlite in memory, or a new PostgreSQL database),
 * with a manual clock and a temporary data directory.
 */
export async function createTestApp(
  opts: {
    database?: 'pglite' | 'postgres';
    env?: Record<string, string>;
    now?: string;
    webDist?: string | null;
    /** The production log, written here (tests that read the log; default: no log). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rp-test-'));
  const database = await createTestDatabase(opts.database ?? 'pglite');
  const config = parseConfig({
    PORTAL_ENV: 'stg',
    SIM: 'off',
    LOG_LEVEL: 'silent',
    // Maps without tiles: no test may need the internet.
    MAP_TILE_URL: 'none',
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...opts.env,
  });
  const clock = createManualClock(opts.now ?? '2026-11-21T10:00:00.000Z');
  const ctx = await createContext(config, {
    clock,
    inMemoryDatabase: true,
    webDist: opts.webDist === undefined ? null : opts.webDist,
  });
  const app = await buildApp(
    ctx,
    opts.logStream ? { logStream: opts.logStream } : { logger: false },
  );
  await app.ready();
  return {
    app,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
