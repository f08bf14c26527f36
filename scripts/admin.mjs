// `npm run admin -- …`: the operator commands of the compiled server (apps/server/src/admin.ts),
// built first when stale; the build's lines go to stderr so that stdout is the command's answer.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ROOT, ensureBuilt } from './builds.mjs';

if (!ensureBuilt('server', { toStderr: true })) process.exit(1);
await import(pathToFileURL(join(ROOT, 'apps/server/dist/admin.mjs')).href);
