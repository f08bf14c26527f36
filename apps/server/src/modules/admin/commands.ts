import { FLAG_NAMES } from '@rider-portal/domain/flags';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { resolveFlagsFor, setFlag } from '../flags/service.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  flag:list [--vendor ID]                 resolved value of every feature flag
  flag:set NAME on|off|default [--vendor ID]
                                          turn a flag on or off for the market or one vendor
                                          ('default' removes the override)`;

/** An operator command the CLI could not run; its message is printed as is. */
export class AdminUsageError extends Error {}

function takeOption(args: string[], name: string): string | null {
  const i = args.indexOf(name);
  if (i === -1) return null;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new AdminUsageError(`${name} needs a value`);
  args.splice(i, 2);
  return value;
}

/** Runs one operator command against the context and answers what to print. */
export async function runAdminCommand(ctx: TAppContext, argv: readonly string[]): Promise<string> {
  const args = [...argv];
  const command = args.shift();
  const vendorId = takeOption(args, '--vendor');
  switch (command) {
    case 'flag:list': {
      const flags = await resolveFlagsFor(ctx, vendorId);
      return Object.entries(flags)
        .map(([name, value]) => `${name.padEnd(28)} ${value ? 'on' : 'off'}`)
        .join('\n');
    }
    case 'flag:set': {
      const [name, state] = args;
      if (!name || !(FLAG_NAMES as readonly string[]).includes(name)) {
        throw new AdminUsageError(`NAME should be one of ${FLAG_NAMES.join(', ')}`);
      }
      if (state !== 'on' && state !== 'off' && state !== 'default') {
        throw new AdminUsageError('state should be one of on, off, default');
      }
      try {
        await setFlag(ctx.db, {
          name,
          value: state === 'default' ? 'default' : state === 'on',
          vendorId,
        });
      } catch (error) {
        if (error instanceof AppError) throw new AdminUsageError(error.translationKey);
        throw error;
      }
      return `${name} is ${state}${vendorId ? ` for vendor ${vendorId}` : ' for the market'}`;
    }
    default:
      throw new AdminUsageError(ADMIN_USAGE);
  }
}
