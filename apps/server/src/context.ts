import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TConfig } from './config/env.ts';
import { loadSecrets } from './config/secrets.ts';
import type { TSecrets } from './config/secrets.ts';
import type { TAppContext } from './app-context.ts';
import { openDatabase } from './platform/db.ts';
import { createMemoryBus, createRedisBus } from './platform/bus.ts';
import { createMailer } from './platform/mail.ts';
import { systemClock } from './platform/clock.ts';
import type { TClock } from './platform/clock.ts';
import { createBackgroundWork } from './platform/background.ts';
import { openBlobStore } from './platform/blobs.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { DEFAULT_WEB_DIST } from './platform/paths.ts';

/** Opens every platform adapter the configuration chooses. */
export async function createContext(
  config: TConfig,
  opts: {
    clock?: TClock;
    secrets?: TSecrets;
    inMemoryDatabase?: boolean;
    webDist?: string | null;
  } = {},
): Promise<TAppContext> {
  const secrets = opts.secrets ?? (await loadSecrets(config));
  // The embedded database on disk is this process's alone (a second opener is refused).
  const isEmbeddedOnDisk = !config.databaseUrl && !opts.inMemoryDatabase;
  if (isEmbeddedOnDisk) mkdirSync(config.dataDir, { recursive: true });
  const embeddedLock = isEmbeddedOnDisk ? lockDataDir(config.dataDir) : null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: opts.inMemoryDatabase ? null : join(config.dataDir, 'pglite'),
  });
  const bus = config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus();
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const webDist =
    opts.webDist !== undefined
      ? opts.webDist
      : existsSync(join(DEFAULT_WEB_DIST, 'index.html'))
        ? DEFAULT_WEB_DIST
        : null;
  return {
    config,
    secrets,
    database,
    db: database.db,
    bus,
    mailer,
    clock: opts.clock ?? systemClock,
    blobs: openBlobStore(config),
    background: createBackgroundWork(),
    webDist,
    embeddedLock,
  };
}

/** Closes what createContext opened, in reverse order. */
export async function closeContext(ctx: TAppContext): Promise<void> {
  // A mailed export still being built needs the database and the mailer.
  await ctx.background.settled();
  ctx.mailer.close();
  ctx.blobs.close();
  await ctx.bus.close();
  await ctx.database.close();
  ctx.embeddedLock?.release();
}
