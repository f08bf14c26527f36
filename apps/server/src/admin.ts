import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError, parseConfig } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { DataDirInUseError, dataDirOwner } from './platform/data-dir-lock.ts';
import { ADMIN_USAGE, AdminUsageError, runAdminCommand } from './modules/admin/commands.ts';

/** Sends the command to the server running on this machine, when there is one. */
async function tryRunningServer(port: number, dataDir: string, argv: string[]): Promise<boolean> {
  let adminToken: string | undefined = process.env.ADMIN_TOKEN;
  if (!adminToken) {
    try {
      adminToken = (
        JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { adminToken?: string }
      ).adminToken;
    } catch {
      return false;
    }
  }
  if (!adminToken) return false;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/internal/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return false;
  }
  if (response.status === 404) return false;
  const body = (await response.json()) as { output?: string };
  (response.ok ? console.log : console.error)(body.output ?? '');
  if (!response.ok) process.exitCode = 1;
  return true;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help') {
    console.log(ADMIN_USAGE);
    return;
  }
  const config = parseConfig(process.env);
  // The embedded database belongs to the running server: ask it, at the port it noted in
  // DATA_DIR (PORT need not be given). PostgreSQL can be shared.
  if (!config.databaseUrl) {
    const owner = dataDirOwner(config.dataDir);
    const port = owner?.port ?? config.port;
    if (await tryRunningServer(port, config.dataDir, argv)) return;
    // Held by a process that does not answer: refused by createContext (never opened twice).
  }
  const ctx = await createContext(config, { webDist: null });
  try {
    console.log(await runAdminCommand(ctx, argv));
  } finally {
    await closeContext(ctx);
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof AdminUsageError ||
    error instanceof DataDirInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
