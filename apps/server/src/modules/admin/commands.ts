import { FLAG_NAMES } from '@rider-portal/domain/flags';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { runVoucherCreate, VOUCHER_USAGE } from '../vouchers/commands.ts';
import { DELIVERY_AREA_USAGE, runDeliveryAreaCommand } from '../quotes/commands.ts';
import {
  API_CLIENT_USAGE,
  runApiClientCreate,
  runApiClientRevoke,
  runApiClientRotateKey,
} from '../public-api/commands.ts';
import { resolveFlagsFor, setFlag } from '../flags/service.ts';
import { ATTENTION_USAGE, runAttentionList, runAttentionSet } from '../attention/commands.ts';
import { activateVendorNow } from '../vendors/store.ts';
import {
  COUNTRY_PARAMETER_NAMES,
  getCountryParameter,
  isCountryParameterName,
  resetCountryParameter,
  setCountryParameter,
} from '../country-params/service.ts';
import {
  COUNTRY_PARAMETER_FORMATS,
  isValidCountryParameterValue,
} from '../country-params/values.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  flag:list [--vendor ID]                 resolved value of every feature flag
  flag:set NAME on|off|default [--vendor ID]
                                          turn a flag on or off for the market or one vendor
                                          ('default' removes the override)
  country-param:list                      every country parameter and its value
  country-param:set NAME VALUE|default    set a country parameter at run time
                                          ('default' goes back to the market's value)
  vendor:activate ID                      make a new collection point available now (it
                                          otherwise becomes available a few minutes after it is added)
${VOUCHER_USAGE}
${DELIVERY_AREA_USAGE}
${API_CLIENT_USAGE}
${ATTENTION_USAGE}`;

/** An operator command the CLI could not run; its message is printed as is. */
export class AdminUsageError extends Error {}

/** The request-a-rider commands report bad input as plain errors: printed as usage errors. */
async function runRequestCommand(run: () => Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && !(error instanceof AppError)) {
      throw new AdminUsageError(error.message);
    }
    throw error;
  }
}

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
    case 'country-param:list': {
      const lines = [];
      for (const name of COUNTRY_PARAMETER_NAMES) {
        lines.push(`${name.padEnd(28)} ${await getCountryParameter(ctx, name)}`);
      }
      return lines.join('\n');
    }
    case 'country-param:set':
      return setCountryParameterCommand(ctx, args);
    case 'vendor:activate': {
      const [id] = args;
      if (!id) throw new AdminUsageError('ID should be a vendor id');
      if (!(await activateVendorNow(ctx.db, id))) throw new AdminUsageError(`No vendor ${id}`);
      return `${id} is available`;
    }
    case 'voucher:create':
      return runRequestCommand(() => runVoucherCreate(ctx, args));
    case 'delivery-area:add':
    case 'delivery-area:list':
    case 'delivery-area:clear':
      return runRequestCommand(() =>
        runDeliveryAreaCommand(ctx, command, vendorId ? [vendorId, ...args] : args),
      );
    case 'api-client:create':
      return runRequestCommand(() => runApiClientCreate(ctx, vendorId, args));
    case 'api-client:rotate-key':
      return runRequestCommand(() => runApiClientRotateKey(ctx, vendorId, args));
    case 'api-client:revoke':
      return runRequestCommand(() => runApiClientRevoke(ctx, args));
    case 'attention:list':
      return runAttentionList(ctx, vendorId);
    case 'attention:set':
      return runRequestCommand(() => runAttentionSet(ctx, vendorId, args));
    default:
      throw new AdminUsageError(ADMIN_USAGE);
  }
}

/** `country-param:set NAME VALUE|default` (000 §7: country parameters change at run time). */
async function setCountryParameterCommand(ctx: TAppContext, args: string[]): Promise<string> {
  const [name, value] = args;
  if (!name || !isCountryParameterName(name)) {
    throw new AdminUsageError(`NAME should be one of ${COUNTRY_PARAMETER_NAMES.join(', ')}`);
  }
  if (value === undefined)
    throw new AdminUsageError(`VALUE should be ${COUNTRY_PARAMETER_FORMATS[name]}`);
  if (value === 'default') {
    await resetCountryParameter(ctx.db, name);
    return `${name} is ${await getCountryParameter(ctx, name)} (the market's value)`;
  }
  if (!isValidCountryParameterValue(name, value)) {
    throw new AdminUsageError(`VALUE should be ${COUNTRY_PARAMETER_FORMATS[name]}`);
  }
  await setCountryParameter(ctx.db, name, value);
  return `${name} is ${value}`;
}
