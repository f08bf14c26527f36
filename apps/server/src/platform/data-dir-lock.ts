import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The embedded database is one process's: PGlite keeps its files in DATA_DIR and two
// processes that open them both (a running server and `npm run admin`) each see their own copy,
// so a flag one of them changes never reaches the other. The process that opens it writes who it
// is into DATA_DIR; the server adds the port it listens on, so the admin command finds it there.

/** DATA_DIR/embedded-database.lock: { pid, port } of the process holding the embedded database. */
const LOCK_FILE = 'embedded-database.lock';

export type TDataDirOwner = { pid: number; port: number | null; startedAt: string };

export class DataDirInUseError extends Error {
  readonly owner: TDataDirOwner;
  constructor(dataDir: string, owner: TDataDirOwner) {
    super(
      `The embedded database in ${dataDir} is open in process ${owner.pid}` +
        (owner.port ? ` (the server on port ${owner.port})` : '') +
        '; it is not opened twice. Stop that process first, or give DATABASE_URL.',
    );
    this.owner = owner;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the embedded database in dataDir now; null when nobody alive does. */
export function dataDirOwner(dataDir: string): TDataDirOwner | null {
  let owner: TDataDirOwner;
  try {
    owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as TDataDirOwner;
  } catch {
    return null;
  }
  if (!Number.isInteger(owner.pid) || !isAlive(owner.pid)) return null;
  return owner;
}

/**
 * Takes the embedded database in dataDir for this process, or throws DataDirInUseError when a
 * live process (this one included: never two handles in one process either) holds it. A lock left
 * by a process that died (kill -9, a crash) is taken over. Answers what notes the port and
 * releases the lock.
 */
export function lockDataDir(dataDir: string): {
  notePort(port: number): void;
  release(): void;
} {
  const path = join(dataDir, LOCK_FILE);
  const owner: TDataDirOwner = {
    pid: process.pid,
    port: null,
    startedAt: new Date().toISOString(),
  };
  const write = () => writeFileSync(path, JSON.stringify(owner));
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Created only if absent: of two processes starting at once, one wins.
      writeFileSync(path, JSON.stringify(owner), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = dataDirOwner(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  let isHeld = true;
  return {
    notePort: (port) => {
      owner.port = port;
      if (isHeld) write();
    },
    release: () => {
      if (!isHeld) return;
      isHeld = false;
      const current = dataDirOwner(dataDir);
      if (current?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}
