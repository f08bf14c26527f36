import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_MAX } from '@rider-portal/domain/constants';
import { addSearchKey } from './search-history';

describe('search history (001 §3)', () => {
  it('keeps only non-empty keys, trimmed', () => {
    expect(addSearchKey(['a'], '   ')).toEqual(['a']);
    expect(addSearchKey([], ' V1001-3 ')).toEqual(['V1001-3']);
  });

  it('keeps no duplicates: a key searched again moves to the front', () => {
    expect(addSearchKey(['b', 'a', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 11; i += 1) history = addSearchKey(history, `key ${i}`);
    expect(SEARCH_HISTORY_MAX).toBe(10);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('key 11');
    expect(history).not.toContain('key 1');
  });
});
