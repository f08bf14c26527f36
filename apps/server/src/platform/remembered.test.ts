import { describe, expect, it } from 'vitest';
import { SERVER_CACHE_MAX_ENTRIES } from '@rider-portal/domain/constants';
import type { TDb } from './db.ts';
import { rememberPerDatabase } from './remembered.ts';

/** Only the identity of a database matters here: values are remembered per database. */
const databaseA = {} as TDb;
const databaseB = {} as TDb;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rememberPerDatabase', () => {
  it('reads once within the time, per database and key, and again after it', async () => {
    const remembered = rememberPerDatabase<number>(60);
    let reads = 0;
    const read = async () => ++reads;
    expect(await remembered.get(databaseA, 'k', read)).toBe(1);
    expect(await remembered.get(databaseA, 'k', read)).toBe(1);
    expect(await remembered.get(databaseB, 'k', read)).toBe(2);
    expect(await remembered.get(databaseA, 'other', read)).toBe(3);
    await sleep(90);
    expect(await remembered.get(databaseA, 'k', read)).toBe(4);
  });

  it('remembers null answers too', async () => {
    const remembered = rememberPerDatabase<string | null>(60_000);
    let reads = 0;
    const read = async () => (reads++, null);
    await remembered.get(databaseA, 'k', read);
    expect(await remembered.get(databaseA, 'k', read)).toBeNull();
    expect(reads).toBe(1);
  });

  it('forgets one key or all keys of one database at once', async () => {
    const remembered = rememberPerDatabase<number>(60_000);
    let reads = 0;
    const read = async () => ++reads;
    await remembered.get(databaseA, 'a', read); // 1
    await remembered.get(databaseA, 'b', read); // 2
    await remembered.get(databaseB, 'a', read); // 3
    remembered.forget(databaseA, 'a');
    expect(await remembered.get(databaseA, 'a', read)).toBe(4);
    expect(await remembered.get(databaseA, 'b', read)).toBe(2);
    remembered.forget(databaseA);
    expect(await remembered.get(databaseA, 'b', read)).toBe(5);
    expect(await remembered.get(databaseB, 'a', read)).toBe(3);
  });

  it('does not remember a value whose read was under way when the key was forgotten', async () => {
    const remembered = rememberPerDatabase<string>(60_000);
    let finish: (value: string) => void = () => {};
    const slow = remembered.get(databaseA, 'k', () => new Promise((resolve) => (finish = resolve)));
    remembered.forget(databaseA, 'k'); // a change committed while the old value was being read
    finish('old');
    expect(await slow).toBe('old');
    expect(await remembered.get(databaseA, 'k', async () => 'new')).toBe('new');
  });

  it(`keeps at most ${SERVER_CACHE_MAX_ENTRIES} values per database, the least recently used leaving`, async () => {
    const remembered = rememberPerDatabase<number>(60_000);
    let reads = 0;
    const read = async () => ++reads;
    for (let i = 0; i <= SERVER_CACHE_MAX_ENTRIES; i++)
      await remembered.get(databaseA, `k${i}`, read);
    expect(reads).toBe(SERVER_CACHE_MAX_ENTRIES + 1);
    await remembered.get(databaseA, `k${SERVER_CACHE_MAX_ENTRIES}`, read);
    expect(reads).toBe(SERVER_CACHE_MAX_ENTRIES + 1);
    await remembered.get(databaseA, 'k0', read);
    expect(reads).toBe(SERVER_CACHE_MAX_ENTRIES + 2);
  });
});
