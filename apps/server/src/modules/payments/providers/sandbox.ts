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
  TPaymentStatus,
  TProviderDeps,
  TTokenisedCard,
} from '../provider.ts';

// The built-in provider: a card processor's test mode, without a network. It checks cards as a
// processor does (Luhn, brand, expiry, CVC), answers the documented test cards (README) with their
// outcome and any other valid card with a success. Its tokens, charges and challenges are signed
// values, so any server instance can finish what another began. What a processor remembers
// besides (where each intent's payment stands, the refunds it made, the tokens deleted) it keeps
// in this process's memory, bounded: after a restart an intent it forgot reads as never charged,
// which in a sandbox is the truth.

/** How long the payer has to answer a 3-D Secure challenge. */
export const SANDBOX_CHALLENGE_TTL_MS = 15 * 60_000;
/** The sandbox issuer's challenge page in the web app; the token says what to show. */
export const SANDBOX_CHALLENGE_PATH = '/payment/challenge';

export type TChallengeAction = 'approve' | 'fail' | 'cancel';

/** `n` tells one tokenisation from another: like a processor's, a token is the payer's own. */
type TTokenClaims = {
  t: 'tok';
  b: string;
  l: string;
  m: number;
  y: number;
  o: TSandboxOutcome;
  n?: string;
};
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

/** How many intents, refunds and deleted tokens the sandbox remembers; the oldest go first. */
export const SANDBOX_MEMORY_ENTRIES = 10_000;

/** A charge of the card whose first refund the sandbox refuses ('refund-refused-once'). */
const REFUSING_CHARGE_PREFIX = 'sbx_ch_rr_';

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > SANDBOX_MEMORY_ENTRIES) map.delete(map.keys().next().value as K);
}

/** What the challenge page shows, read from its token. */
export type TChallengeView = { amount: number; currency: string; brand: string; lastFour: string };

export type TSandboxProvider = TPaymentProvider & {
  /** The challenge page's details; null when the token is not valid or has expired. */
  readChallenge(token: string, now: Date): TChallengeView | null;
  /** The payer's answer on the challenge page: where to send them back to, with the result. */
  answerChallenge(token: string, action: TChallengeAction, now: Date): { returnUrl: string } | null;
  /** The refunds the sandbox made of one charge (tests check that none is made twice). */
  refundsOf(providerPaymentId: string): string[];
};

export function createSandboxProvider(deps: TProviderDeps): TSandboxProvider {
  const { secret } = deps;
  const chargeId = (idempotencyKey: string, outcome: TSandboxOutcome = 'success') =>
    `${outcome === 'refund-refused-once' ? REFUSING_CHARGE_PREFIX : 'sbx_ch_'}${mac(secret, `charge:${idempotencyKey}`)}`;
  /** Where each intent's payment stands, by the provider's intent id. */
  const payments = new Map<string, TPaymentStatus>();
  /** Refunds made, by idempotency key; and how often each key was asked. */
  const refunds = new Map<string, { providerPaymentId: string; providerRefundId: string }>();
  const refundAsks = new Map<string, number>();
  const deletedTokens = new Map<string, true>();

  function record(providerIntentId: string, outcome: TPaymentOutcome): TPaymentOutcome {
    const status: TPaymentStatus =
      outcome.kind === 'succeeded'
        ? { kind: 'succeeded', providerPaymentId: outcome.providerPaymentId, card: outcome.card }
        : outcome.kind === 'declined'
          ? { kind: 'failed', key: outcome.key }
          : outcome.kind === 'challenge'
            ? { kind: 'requires-action' }
            : { kind: 'cancelled' };
    remember(payments, providerIntentId, status);
    return outcome;
  }

  /** A new card's token, unique to this charge (so deleting one wallet's never touches another's). */
  function tokenise(
    card: Omit<TTokenisedCard, 'token'>,
    outcome: TSandboxOutcome,
    idempotencyKey: string,
  ) {
    const token = sign(secret, {
      t: 'tok',
      b: card.brand,
      l: card.lastFour,
      m: card.expiryMonth,
      y: card.expiryYear,
      o: outcome,
      n: mac(secret, `tok:${idempotencyKey}`).slice(0, 16),
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
      case 'refund-refused-once':
        return {
          kind: 'succeeded',
          providerPaymentId: chargeId(input.idempotencyKey, outcome),
          card,
        };
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

  /** What the processor answers a charge of a saved card's token or of a new card. */
  function charge(input: Parameters<TPaymentProvider['confirm']>[0]): TPaymentOutcome {
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
      if (deletedTokens.has(input.source.token)) {
        return { kind: 'declined', key: 'error.payment.declined', card };
      }
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
      input.idempotencyKey,
    );
    return outcomeOf(outcome, card, input);
  }

  return {
    name: 'sandbox',
    async authoriseWallet() {},
    async createIntent({ intentId }) {
      return { providerIntentId: `sbx_pi_${intentId}` };
    },
    async confirm(input) {
      return record(input.providerIntentId, charge(input));
    },
    async completeChallenge({ providerIntentId, challengeResult }) {
      const claims = verify(secret, challengeResult, 'result');
      if (!claims || claims.pi !== providerIntentId) {
        return { kind: 'declined', key: 'error.payment.challenge-failed', card: null };
      }
      if (claims.o === 'cancelled') return record(providerIntentId, { kind: 'cancelled' });
      if (claims.o === 'failed') {
        return record(providerIntentId, {
          kind: 'declined',
          key: 'error.payment.challenge-failed',
          card: null,
        });
      }
      return record(providerIntentId, {
        kind: 'succeeded',
        providerPaymentId: chargeId(claims.k),
        card: null,
      });
    },
    async refund({ providerPaymentId, idempotencyKey }) {
      if (!providerPaymentId.startsWith('sbx_ch_')) return { kind: 'failed' };
      const made = refunds.get(idempotencyKey);
      if (made) return { kind: 'succeeded', providerRefundId: made.providerRefundId };
      const asked = (refundAsks.get(idempotencyKey) ?? 0) + 1;
      remember(refundAsks, idempotencyKey, asked);
      if (providerPaymentId.startsWith(REFUSING_CHARGE_PREFIX) && asked === 1) {
        return { kind: 'failed' };
      }
      const providerRefundId = `sbx_re_${mac(secret, idempotencyKey)}`;
      remember(refunds, idempotencyKey, { providerPaymentId, providerRefundId });
      return { kind: 'succeeded', providerRefundId };
    },
    async cancel({ providerIntentId }) {
      // A processor cannot cancel a payment that went through; anything else is dropped.
      if (payments.get(providerIntentId)?.kind === 'succeeded') return;
      remember(payments, providerIntentId, { kind: 'cancelled' });
    },
    async getPaymentStatus({ providerIntentId }) {
      return payments.get(providerIntentId) ?? { kind: 'not-charged' };
    },
    async deleteInstrument({ token }) {
      // Every charge with it is declined from now on; deleting it twice, or a token the sandbox
      // never issued, is no error (there is nothing left to delete).
      remember(deletedTokens, token, true);
    },
    refundsOf(providerPaymentId) {
      return [...refunds.values()]
        .filter((r) => r.providerPaymentId === providerPaymentId)
        .map((r) => r.providerRefundId);
    },
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
