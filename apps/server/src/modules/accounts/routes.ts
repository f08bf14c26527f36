import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/auth';
import { getMarket } from '@rider-portal/domain/markets';
import { registerRequestSchema } from '@rider-portal/domain/auth';
import type { TAppContext } from '../../app-context.ts';
import { AppError, fieldErrorFromIssue } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { createDatabaseCounterStore, createRedisCounterStore } from './counter-store.ts';
import type { TCounterStore } from './counter-store.ts';
import { createLoginLimiter } from './limiter.ts';
import { extendSession, login, logout, startGuestSession } from './service.ts';
import type { TAuthDeps } from './service.ts';
import {
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './account-service.ts';

/** Where links in mails point: PUBLIC_URL, else the address the browser used. */
function linkBase(ctx: TAppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * 000 §8: every login failure is one key of the specification's list, bad input included
 * (request parameter not valid), with the field errors kept for the form.
 */
function assertLoginInputValid(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: { instancePath: string; message?: string }[] }) | undefined;
  if (!error) return;
  throw new AppError(400, 'auth.request-parameter-not-valid', {
    fieldErrors: (error.validation ?? []).map(fieldErrorFromIssue),
  });
}

/** A throttled sign-in also says when to come back in the Retry-After header (RFC 9110 §10.2.3). */
function setRetryAfter(reply: FastifyReply, error: AppError): void {
  const seconds = error.details?.retry_after_seconds;
  if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
}

export function authRoutes(
  ctx: TAppContext,
  opts: { counters?: TCounterStore } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const counters =
      opts.counters ??
      (ctx.config.redisUrl
        ? createRedisCounterStore(ctx.config.redisUrl)
        : createDatabaseCounterStore(ctx.db));
    app.addHook('onClose', async () => {
      if (!opts.counters) await counters.close();
    });
    const deps: TAuthDeps = { ctx, counters, limiter: createLoginLimiter(counters) };
    const ZRegisterRequest = registerRequestSchema({
      registrationType: ctx.config.registrationType,
      phoneRegion: getMarket(ctx.config.country).phoneRegion,
    });

    app.post(
      api.login.path,
      {
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password (000 §7)',
          body: api.login.body,
          response: api.login.response,
        },
      },
      async (request, reply) => {
        assertLoginInputValid(request);
        try {
          const result = await login({
            deps,
            email: request.body.email_address,
            password: request.body.password,
            address: request.ip,
          });
          return { result };
        } catch (error) {
          if (error instanceof AppError) {
            setRetryAfter(reply, error);
            throw error;
          }
          // 000 §8: even an unexpected failure answers one of the login keys.
          request.log.error({ err: error }, 'login failed');
          throw new AppError(500, 'auth.internal-error-occurred');
        }
      },
    );

    app.post(
      api.extendLogin.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token for new tokens; a reused token ends the session',
          body: api.extendLogin.body,
          response: api.extendLogin.response,
        },
      },
      async (request) => ({
        result: await extendSession({ deps, refreshToken: request.body.refresh_token }),
      }),
    );

    app.post(
      api.logout.path,
      {
        schema: {
          tags: ['auth'],
          summary: "End the caller's session (its refresh-token family)",
          security: [{ portal: [] }],
          body: api.logout.body,
          response: api.logout.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        // Guests and the embedding tool hold no session here: nothing to revoke.
        if (caller.kind === 'user') await logout({ ctx, caller });
        return { result: true as const };
      },
    );

    app.post(
      api.register.path,
      {
        schema: {
          tags: ['auth'],
          summary: `Create an account (${ctx.config.registrationType}); a verification link is mailed (same answer for an email that has an account: its owner is told instead)`,
          body: ZRegisterRequest,
          response: api.register.response,
        },
      },
      async (request, reply) => {
        const caller = request.caller;
        const user = await register({
          deps,
          request: request.body,
          guestVendorId: caller?.kind === 'guest' ? caller.vendorId : null,
          linkBase: linkBase(ctx, request),
        });
        reply.status(201);
        return { result: { user, is_email_verification_required: true as const } };
      },
    );

    app.post(
      api.verifyRegistration.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Confirm an email address with the token of the mailed link',
          body: api.verifyRegistration.body,
          response: api.verifyRegistration.response,
        },
      },
      async (request) => ({ result: await verifyEmail({ ctx, token: request.body.token }) }),
    );

    app.post(
      api.resendVerification.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a new verification link (same answer for any email)',
          body: api.resendVerification.body,
          response: api.resendVerification.response,
        },
      },
      async (request) => {
        await resendVerification({
          deps,
          email: request.body.email_address,
          linkBase: linkBase(ctx, request),
        });
        return { result: true as const };
      },
    );

    app.post(
      api.forgotPassword.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a 6-digit reset code, valid 10 minutes (same answer for any email)',
          body: api.forgotPassword.body,
          response: api.forgotPassword.response,
        },
      },
      async (request) => {
        await requestPasswordReset({ deps, email: request.body.email_address });
        return { result: true as const };
      },
    );

    app.post(
      api.resetPassword.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with the mailed code; signs out every session',
          body: api.resetPassword.body,
          response: api.resetPassword.response,
        },
      },
      async (request) => {
        await resetPassword({ deps, request: request.body });
        return { result: true as const };
      },
    );

    app.post(
      api.openGuestSession.path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Start as a guest (guest-checkout flag): a guest vendor and its token',
          body: api.openGuestSession.body,
          response: api.openGuestSession.response,
        },
      },
      async (request, reply) => {
        const result = await startGuestSession({ deps, address: request.ip });
        reply.status(201);
        return result;
      },
    );
  };
}
