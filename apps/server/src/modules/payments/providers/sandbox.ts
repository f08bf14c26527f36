import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_TEST_CARDS,
  cardBrand,
  checkCard,
  isExpiryValid,
  lastFour,
  normaliseCardNumber,
} from '@rider-portal/domain/cards';
import type { TSandboxOutcome } from '@rider-portal/domain/cards';
import type {
  TPaymentOutcome,
  TPaymentProvider,
  TProviderDeps,
  TTokenisedCard,
} from '../provider.ts';

// The built-in provider: a card processor's test mode, without a network. It checks cards as a
// processor does (Luhn, brand, expiry, CVC), answers the documented test cards (README) with their
// outcome and any other valid card with a success. Its tokens, charges and challenges are signed
// values, so it keeps no state and any server instance can finish what another began.

/** How long the payer has to answer a 3-D Secure challenge. */
export const SANDBOX_CHALLENGE_TTL_MS = 15 * 60_000;
/** The sandbox issuer's challenge page in the web app; the token says what to show. */
export const SANDBOX_CHALLENGE_PATH = '/payment/challenge';

export type TChallengeAction = 'approve' | 'fail' | 'cancel';

type TTokenClaims = { t: 'tok'; b: string; l: string; m: number; y: number; o: TSandboxOutcome };
type TChallengeClaims = {
  t: 'challenge';
  pi: string;
  a: number;
  c: string;
  b: string;
  l: string;
  r: string;
  k: string;
  exp: number;
};
type TResultClaims = { t: 'result'; pi: string; k: string; o: 'approved' | 'failed' | 'cancelled' };
type TClaims = TTokenClaims | TChallengeClaims | TResultClaims;

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function sign(secret: string, claims: TClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

function verify<T extends TClaims['t']>(
  secret: string,
  value: string,
  type: T,
): Extract<TClaims, { t: T }> | null {
  const [body, signature, ...rest] = value.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TClaims;
    return claims.t === type ? (claims as Extract<TClaims, { t: T }>) : null;
  } catch {
    return null;
  }
}

function outcomeOfNumber(number: string): TSandboxOutcome {
  const digits = normaliseCardNumber(number);
  return (SANDBOX_TEST_CARDS as Record<string, TSandboxOutcome>)[digits] ?? 'success';
}

/** What the challenge page shows, read from its token. */
export type TChallengeView = { amount: number; currency: string; brand: string; lastFour: string };

export type TSandboxProvider = TPaymentProvider & {
  /** The challenge page's details; null when the token is not valid or has expired. */
  readChallenge(token: string, now: Date): TChallengeView | null;
  /** The payer's answer on the challenge page: where to send them back to, with the result. */
  answerChallenge(token: string, action: TChallengeAction, now: Date): { returnUrl: string } | null;
};

export function createSandboxProvider(deps: TProviderDeps): TSandboxProvider {
  const { secret } = deps;
  const chargeId = (idempotencyKey: string) => `sbx_ch_${mac(secret, `charge:${idempotencyKey}`)}`;

  function tokenise(card: Omit<TTokenisedCard, 'token'>, outcome: TSandboxOutcome) {
    const token = sign(secret, {
      t: 'tok',
      b: card.brand,
      l: card.lastFour,
      m: card.expiryMonth,
      y: card.expiryYear,
      o: outcome,
    });
    return { ...card, token: `sbx_tok_${token}` };
  }

  function outcomeOf(
    outcome: TSandboxOutcome,
    card: TTokenisedCard,
    input: Parameters<TPaymentProvider['confirm']>[0],
  ): TPaymentOutcome {
    switch (outcome) {
      case 'success':
        return { kind: 'succeeded', providerPaymentId: chargeId(input.idempotencyKey), card };
      case 'declined':
        return { kind: 'declined', key: 'error.payment.declined', card };
      case 'insufficient-funds':
        return { kind: 'declined', key: 'error.payment.insufficient-funds', card };
      case 'processing-error':
        return { kind: 'declined', key: 'error.payment.confirm', card };
      case 'challenge': {
        const token = sign(secret, {
          t: 'challenge',
          pi: input.providerIntentId,
          a: input.amount,
          c: input.currency,
          b: card.brand,
          l: card.lastFour,
          r: input.returnUrl,
          k: input.idempotencyKey,
          exp: input.now.getTime() + SANDBOX_CHALLENGE_TTL_MS,
        });
        const redirectUrl = `${SANDBOX_CHALLENGE_PATH}?token=${encodeURIComponent(token)}`;
        return { kind: 'challenge', redirectUrl, card };
      }
    }
  }

  return {
    name: 'sandbox',
    async authoriseWallet() {},
    async createIntent({ intentId }) {
      return { providerIntentId: `sbx_pi_${intentId}` };
    },
    async confirm(input) {
      if (input.source.kind === 'token') {
        const claims = verify(secret, input.source.token.replace(/^sbx_tok_/, ''), 'tok');
        if (!claims) return { kind: 'declined', key: 'error.payment.confirm', card: null };
        const card = {
          token: input.source.token,
          brand: claims.b,
          lastFour: claims.l,
          expiryMonth: claims.m,
          expiryYear: claims.y,
        };
        if (!isExpiryValid(card.expiryMonth, card.expiryYear, input.now)) {
          return { kind: 'declined', key: 'error.payment.card-expired', card };
        }
        return outcomeOf(claims.o, card, input);
      }
      const details = input.source.card;
      const problem = checkCard(
        {
          number: details.number,
          expiryMonth: details.expiry_month,
          expiryYear: details.expiry_year,
          cvc: details.cvc,
        },
        input.now,
      );
      if (problem) return { kind: 'declined', key: problem, card: null };
      const outcome = outcomeOfNumber(details.number);
      const card = tokenise(
        {
          brand: cardBrand(details.number),
          lastFour: lastFour(details.number),
          expiryMonth: details.expiry_month,
          expiryYear: details.expiry_year < 100 ? 2000 + details.expiry_year : details.expiry_year,
        },
        outcome,
      );
      return outcomeOf(outcome, card, input);
    },
    async completeChallenge({ providerIntentId, challengeResult }) {
      const claims = verify(secret, challengeResult, 'result');
      if (!claims || claims.pi !== providerIntentId) {
        return { kind: 'declined', key: 'error.payment.challenge-failed', card: null };
      }
      if (claims.o === 'cancelled') return { kind: 'cancelled' };
      if (claims.o === 'failed') {
        return { kind: 'declined', key: 'error.payment.challenge-failed', card: null };
      }
      return { kind: 'succeeded', providerPaymentId: chargeId(claims.k), card: null };
    },
    async refund({ providerPaymentId, idempotencyKey }) {
      if (!providerPaymentId.startsWith('sbx_ch_')) return { kind: 'failed' };
      return { kind: 'succeeded', providerRefundId: `sbx_re_${mac(secret, idempotencyKey)}` };
    },
    async cancel() {},
    readChallenge(token, now) {
      const claims = verify(secret, token, 'challenge');
      if (!claims || claims.exp < now.getTime()) return null;
      return { amount: claims.a, currency: claims.c, brand: claims.b, lastFour: claims.l };
    },
    answerChallenge(token, action, now) {
      const claims = verify(secret, token, 'challenge');
      if (!claims || claims.exp < now.getTime()) return null;
      const outcome =
        action === 'approve' ? 'approved' : action === 'fail' ? 'failed' : 'cancelled';
      const result = sign(secret, { t: 'result', pi: claims.pi, k: claims.k, o: outcome });
      const separator = claims.r.includes('?') ? '&' : '?';
      return {
        returnUrl: `${claims.r}${separator}challenge_result=${encodeURIComponent(result)}`,
      };
    },
  };
}
