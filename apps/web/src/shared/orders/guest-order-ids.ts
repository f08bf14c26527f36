import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';

/**
 * 000 §3, 001 §1: guests keep their orders' ids locally (a JSON array of order ids). The request
 * flow remembers each order a guest places; the tracking screen shows only these. Login and
 * logout clear them (session-store.ts).
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedIds: readonly string[] = [];

function parse(raw: string | null): readonly string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function readGuestOrderIds(): readonly string[] {
  const raw = readStorage(STORAGE_KEYS.guestOrderIds);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

/** Remembers an order placed as a guest (newest last, each id once). */
export function rememberGuestOrderId(orderId: string): void {
  const ids = readGuestOrderIds();
  if (ids.includes(orderId)) return;
  writeStorage(STORAGE_KEYS.guestOrderIds, JSON.stringify([...ids, orderId]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab placing an order as the same guest.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.guestOrderIds) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useGuestOrderIds(): readonly string[] {
  return useSyncExternalStore(subscribe, readGuestOrderIds, readGuestOrderIds);
}
