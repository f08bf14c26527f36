import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/payments';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { sandboxProviderOf } from './provider-registry.ts';

/**
 * The sandbox issuer's side of a 3-D Secure challenge, for its page in the web app. A real
 * provider's challenge page belongs to the card issuer; these exist only while the sandbox is the
 * configured provider (404 otherwise). No sign-in: like an issuer's page, the signed challenge
 * token is what lets the payer answer.
 */
export function sandboxChallengeRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  const sandbox = () => {
    const provider = sandboxProviderOf(ctx);
    if (!provider) throw new AppError(404, 'error.not-found');
    return provider;
  };
  return async (app) => {
    app.get(
      api.getSandboxChallenge.path,
      {
        schema: {
          tags: ['payment'],
          summary: 'Sandbox provider: what a 3-D Secure challenge asks the payer to confirm',
          querystring: api.getSandboxChallenge.query,
          response: api.getSandboxChallenge.response,
        },
      },
      async (request) => {
        const view = sandbox().readChallenge(request.query.token, ctx.clock.now());
        if (!view) throw new AppError(404, 'error.not-found');
        return {
          amount: view.amount,
          currency: view.currency,
          brand: view.brand,
          last_four: view.lastFour,
        };
      },
    );

    app.post(
      api.answerSandboxChallenge.path,
      {
        schema: {
          tags: ['payment'],
          summary: "Sandbox provider: the payer's answer to a 3-D Secure challenge",
          body: api.answerSandboxChallenge.body,
          response: api.answerSandboxChallenge.response,
        },
      },
      async (request) => {
        const answer = sandbox().answerChallenge(
          request.body.token,
          request.body.action,
          ctx.clock.now(),
        );
        if (!answer) throw new AppError(404, 'error.not-found');
        return { return_url: answer.returnUrl };
      },
    );
  };
}
