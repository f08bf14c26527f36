import { describe, expect, it } from 'vitest';
import { planSystemDeps } from '../../../scripts/system-deps.ts';

// `npm test` prepares what it needs from the system.

describe("npm test's system packages", () => {
  it('does nothing when Chromium and LibreOffice are there', () => {
    expect(planSystemDeps({ missing: [], isRoot: false, hasAptGet: true })).toEqual({
      action: 'none',
    });
  });

  it('installs what is missing as root with apt', () => {
    expect(
      planSystemDeps({
        missing: ['chromium', 'libreoffice-calc-nogui'],
        isRoot: true,
        hasAptGet: true,
      }),
    ).toEqual({
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'libreoffice-calc-nogui'],
      ],
    });
  });

  it('prints the one command to run when it may not install', () => {
    const plan = planSystemDeps({ missing: ['chromium'], isRoot: false, hasAptGet: true });
    expect(plan).toEqual({
      action: 'explain',
      message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium'),
    });
    const elsewhere = planSystemDeps({ missing: ['chromium'], isRoot: true, hasAptGet: false });
    expect(elsewhere.action).toBe('explain');
    expect(elsewhere).toMatchObject({ message: expect.stringContaining('CHROMIUM_PATH') });
  });
});
