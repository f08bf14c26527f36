// The server every HTTP benchmark measures: the real app on a free loopback port, no simulator,
// no request log, a rate limit out of the way, and the database the run asked for (embedded
// PGlite in memory, or a fresh PostgreSQL database that is dropped again at the end).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { prepareGeocoder } from '../../apps/server/src/modules/geo/service.ts';
import { closeContext, createContext } from '../../apps/server/src/context.ts';
import { createTestDatabase } from '../../apps/server/test/helpers/databases.ts';

export type TBenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** `--pg` on the command line: measure on PostgreSQL (TEST_DATABASE_URL, or the local default). */
export const isPostgresRun = process.argv.includes('--pg');

export async function startBenchServer(opts: { postgres?: boolean } = {}) {
  if (opts.postgres && !process.env.TEST_DATABASE_URL) {
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  }
  const database = opts.postgres ? await createTestDatabase('postgres') : null;
  const config = parseConfig({
    SIM: 'off',
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: await mkdtemp(join(tmpdir(), 'rp-bench-')),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  const ctx = await createContext(config, { inMemoryDatabase: true, webDist: null });
  const app = await buildApp(ctx, { logger: false });
  // As main.ts starts a server: the gazetteer's index built before the first request.
  prepareGeocoder(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    ctx,
    app,
    base,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      await database?.drop();
    },
  };
}
