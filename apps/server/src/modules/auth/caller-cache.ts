import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import { CALLER_CACHE_MAX_ENTRIES, CALLER_CACHE_MS } from '@rider-portal/domain/constants';
import type { TBus } from '../../platform/bus.ts';
import { parseAuthorization, resolveCaller, type TCaller, type TCallerDeps } from './caller.ts';

/** The bus channel on which an instance says that sessions ended (logout, reset, token reuse). */
export const SESSIONS_ENDED_CHANNEL = 'auth.sessions-ended';
/** One session ended, or every session of a user. */
export type TSessionsEnded = { sessionId: string } | { userId: string };

export type TCallerResolver = {
  /** The caller of an Authorization value, or null (as `resolveCaller`). */
  resolve(authorization: string | undefined): Promise<TCaller | null>;
  /** Forgets the callers of ended sessions (called from the bus). */
  forget(ended: TSessionsEnded): void;
};

type TEntry = { caller: TCaller; untilMs: number };

/**
 * Resolving a caller costs two token verifications and a session read; a phone polling the
 * active list, or a point of sale quoting fees, asks with the same Authorization value again and
 * again. Each valid caller is remembered for CALLER_CACHE_MS (never past its tokens' expiry), at
 * most CALLER_CACHE_MAX_ENTRIES of them. Failures are not remembered (no one can fill the cache
 * with made-up tokens). A session that ends is forgotten at once: the instance that ended it
 * publishes the ending and every instance forgets it; a resolution that was under way while a
 * session ended is not remembered.
 */
export function createCallerResolver(
  deps: TCallerDeps,
  options: { ttlMs?: number; maxEntries?: number } = {},
): TCallerResolver {
  const ttlMs = options.ttlMs ?? CALLER_CACHE_MS;
  const cache = new LRUCache<string, TEntry>({
    max: options.maxEntries ?? CALLER_CACHE_MAX_ENTRIES,
  });
  let endings = 0;

  return {
    async resolve(authorization) {
      if (!authorization) return null;
      const now = deps.clock.now().getTime();
      const known = cache.get(authorization);
      if (known && known.untilMs > now) return known.caller;
      if (known) cache.delete(authorization);
      const endingsBefore = endings;
      const caller = await resolveCaller(authorization, deps);
      const expiresMs = caller ? tokensExpireAtMs(authorization) : null;
      if (caller && expiresMs !== null && endings === endingsBefore) {
        cache.set(authorization, { caller, untilMs: Math.min(now + ttlMs, expiresMs) });
      }
      return caller;
    },
    forget(ended) {
      endings += 1;
      for (const [key, { caller }] of cache.entries()) {
        if (caller.kind !== 'user') continue;
        const isEnded =
          'sessionId' in ended
            ? caller.sessionId === ended.sessionId
            : caller.userId === ended.userId;
        if (isEnded) cache.delete(key);
      }
    },
  };
}

/** When the first of the value's tokens expires (ms), or null when one has no expiry. */
function tokensExpireAtMs(authorization: string): number | null {
  const parsed = parseAuthorization(authorization);
  if (!parsed) return null;
  const tokens = parsed.scheme === 'user' ? [parsed.accessToken, parsed.idToken] : [parsed.token];
  let first = Infinity;
  for (const token of tokens) {
    const exp = decodeJwt(token).exp;
    if (typeof exp !== 'number') return null;
    first = Math.min(first, exp * 1000);
  }
  return first;
}

/** The resolvers of this process, by the bus their instance listens on. */
const localResolvers = new WeakMap<TBus, Set<TCallerResolver>>();

/**
 * Makes the resolver forget the sessions that end on any instance (the bus); ended by the
 * returned function. This instance's own endings are forgotten before the request that ended
 * them is answered (`announceSessionsEnded`), not when the bus brings them back.
 */
export async function listenForEndedSessions(
  bus: TBus,
  resolver: TCallerResolver,
): Promise<() => Promise<void>> {
  const resolvers = localResolvers.get(bus) ?? new Set<TCallerResolver>();
  localResolvers.set(bus, resolvers);
  resolvers.add(resolver);
  const unsubscribe = await bus.subscribe(SESSIONS_ENDED_CHANNEL, (ended) =>
    resolver.forget(ended as TSessionsEnded),
  );
  return async () => {
    resolvers.delete(resolver);
    await unsubscribe();
  };
}

/** Sessions ended (already stored as ended): every instance forgets their callers. */
export async function announceSessionsEnded(bus: TBus, ended: TSessionsEnded): Promise<void> {
  for (const resolver of localResolvers.get(bus) ?? []) resolver.forget(ended);
  await bus.publish(SESSIONS_ENDED_CHANNEL, ended);
}
