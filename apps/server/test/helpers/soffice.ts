import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** LibreOffice, as CI installs it (Debian package libreoffice-calc). */
export const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

/**
 * Converts a file with LibreOffice (`filter` as --convert-to takes it) into `outDir`, with its own
 * profile folder under `workDir`, so it runs beside any other LibreOffice on the machine.
 */
export async function convertWithLibreOffice(input: {
  source: string;
  filter: string;
  outDir: string;
  workDir: string;
}): Promise<void> {
  await run(
    SOFFICE,
    [
      `-env:UserInstallation=file://${join(input.workDir, 'profile')}`,
      '--headless',
      '--norestore',
      '--convert-to',
      input.filter,
      '--outdir',
      input.outDir,
      input.source,
    ],
    { timeout: 90_000 },
  );
}
