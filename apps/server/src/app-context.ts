import type { TConfig } from './config/env.ts';
import type { TSecrets } from './config/secrets.ts';
import type { TDatabase, TDb } from './platform/db.ts';
import type { TBus } from './platform/bus.ts';
import type { TMailer } from './platform/mail.ts';
import type { TClock } from './platform/clock.ts';
import type { TBlobStore } from './platform/blobs.ts';
import type { TBackgroundWork } from './platform/background.ts';

/** Everything a module needs from the outside world, chosen once by configuration. */
export type TAppContext = {
  config: TConfig;
  secrets: TSecrets;
  database: TDatabase;
  db: TDb;
  bus: TBus;
  mailer: TMailer;
  clock: TClock;
  blobs: TBlobStore;
  /** Work requests started and left running; finished before the context closes. */
  background: TBackgroundWork;
  /** Folder of the built web app, or null when it is not built. */
  webDist: string | null;
  /** This process's hold on the embedded database in DATA_DIR (null with PostgreSQL or in memory). */
  embeddedLock?: { notePort(port: number): void; release(): void } | null;
};
