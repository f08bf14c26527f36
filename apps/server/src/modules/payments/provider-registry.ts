import { createHmac } from 'node:crypto';
import type { TPaymentProviderName } from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import type { TPaymentProvider, TProviderDeps } from './provider.ts';
import { createSandboxProvider } from './providers/sandbox.ts';
import type { TSandboxProvider } from './providers/sandbox.ts';

// PAYMENT_PROVIDER (config/env.ts) names the provider; another one plugs in here (README).
const FACTORIES: Record<TPaymentProviderName, (deps: TProviderDeps) => TPaymentProvider> = {
  sandbox: createSandboxProvider,
};

type TSource = Pick<TAppContext, 'config' | 'secrets'>;

// Built once per application context (tests build several contexts in one process).
const built = new WeakMap<object, TPaymentProvider>();

/** The configured card payment provider. */
export function paymentProviderOf(ctx: TSource): TPaymentProvider {
  let provider = built.get(ctx.secrets);
  if (!provider) {
    const name = ctx.config.paymentProvider;
    // A key of the provider's own, so its signed values say nothing about the portal's tokens.
    const secret = createHmac('sha256', ctx.secrets.tokenSecret)
      .update(`payments:${name}`)
      .digest('base64url');
    provider = FACTORIES[name]({ secret });
    built.set(ctx.secrets, provider);
  }
  return provider;
}

/** The sandbox provider when it is the configured one (its challenge page needs it), else null. */
export function sandboxProviderOf(ctx: TSource): TSandboxProvider | null {
  return ctx.config.paymentProvider === 'sandbox'
    ? (paymentProviderOf(ctx) as TSandboxProvider)
    : null;
}
