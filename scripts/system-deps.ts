// What `npm test` needs from the system and cannot take from npm: the system Chromium
// for the browser tests and LibreOffice for the spreadsheet tests. Missing ones are installed with
// the system's package manager when that is possible here (root, apt), else the one command to
// run is printed. `.ci/run` gets them the same way: through `npm test`. Pure decisions here;
// scripts/test.mjs carries them out.

export type TSystemFacts = {
  /** What is missing, as Debian package names. */
  missing: string[];
  isRoot: boolean;
  hasAptGet: boolean;
};

export type TSystemPlan =
  | { action: 'none' }
  | { action: 'install'; commands: string[][] }
  | { action: 'explain'; message: string };

/** The Debian packages of what the tests drive. */
export const SYSTEM_PACKAGES = { chromium: 'chromium', soffice: 'libreoffice-calc-nogui' };

export function planSystemDeps(facts: TSystemFacts): TSystemPlan {
  if (facts.missing.length === 0) return { action: 'none' };
  const packages = facts.missing.join(' ');
  if (facts.isRoot && facts.hasAptGet) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...facts.missing],
      ],
    };
  }
  const how = facts.hasAptGet
    ? `sudo apt-get update && sudo apt-get install -y ${packages}`
    : `install ${packages} with your system's package manager (or set CHROMIUM_PATH and SOFFICE_PATH)`;
  return {
    action: 'explain',
    message: `The tests need ${packages}, which npm cannot install. Run:\n  ${how}\nthen npm test again.`,
  };
}
