import { LRUCache } from 'lru-cache';
import { SERVER_CACHE_MAX_ENTRIES } from '@rider-portal/domain/constants';
import type { TDb } from './db.ts';

/** Rows remembered per database: an operator's settings read by every order. */
export type TRemembered<V> = {
  /** The remembered value of `key`, else what `read` answers (then remembered for the time). */
  get(db: TDb, key: string, read: () => Promise<V>): Promise<V>;
  /** Forgets one key, or every key of the database (a change that applies to all of them). */
  forget(db: TDb, key?: string): void;
};

/**
 * Remembers values read from a database for `ttlMs`, at most SERVER_CACHE_MAX_ENTRIES per
 * database, the least recently used leaving first. A change made through this instance calls
 * `forget` and applies at once; one made on another instance or by the admin command within
 * `ttlMs`. A read under way while the key is forgotten is not remembered.
 */
export function rememberPerDatabase<V>(ttlMs: number): TRemembered<V> {
  const byDb = new WeakMap<TDb, { cache: LRUCache<string, { value: V }>; generation: number }>();
  const of = (db: TDb) => {
    let entry = byDb.get(db);
    if (!entry) {
      entry = { cache: new LRUCache({ max: SERVER_CACHE_MAX_ENTRIES, ttl: ttlMs }), generation: 0 };
      byDb.set(db, entry);
    }
    return entry;
  };
  return {
    async get(db, key, read) {
      const entry = of(db);
      const known = entry.cache.get(key);
      if (known) return known.value;
      const generation = entry.generation;
      const value = await read();
      if (generation === entry.generation) entry.cache.set(key, { value });
      return value;
    },
    forget(db, key) {
      const entry = of(db);
      entry.generation += 1;
      if (key === undefined) entry.cache.clear();
      else entry.cache.delete(key);
    },
  };
}
