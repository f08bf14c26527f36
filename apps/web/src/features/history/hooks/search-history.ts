import { useSyncExternalStore } from 'react';
import { SEARCH_HISTORY_MAX } from '@rider-portal/domain/constants';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../shared/session/storage-keys';
import { registerStoreReset } from '../../../shared/session/store-resets';

/**
 * 001 §3 "Search history keeps at most 10 entries (stored locally), only non-empty keys, no
 * duplicates, oldest dropped". Newest first; a key searched again moves to the front.
 */
export function addSearchKey(history: readonly string[], key: string): string[] {
  const trimmed = key.trim();
  if (trimmed === '') return [...history];
  return [trimmed, ...history.filter((k) => k !== trimmed)].slice(0, SEARCH_HISTORY_MAX);
}

function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.searchHistory) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((k): k is string => typeof k === 'string' && k.trim() !== '')
      .slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

let state: string[] = readHistory();
const listeners = new Set<() => void>();

function emit(next: string[]): void {
  state = next;
  writeStorage(STORAGE_KEYS.searchHistory, next.length > 0 ? JSON.stringify(next) : null);
  for (const listener of listeners) listener();
}

export function rememberSearchKey(key: string): void {
  const next = addSearchKey(state, key);
  if (next.length !== state.length || next.some((k, i) => k !== state[i])) emit(next);
}

// Search keys can be customers' phone numbers: the next user of this browser must not see them.
registerStoreReset(() => emit([]));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchHistory(): string[] {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
