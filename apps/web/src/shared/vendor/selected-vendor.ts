import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../session/storage-keys';

/**
 * Which vendor (branch) the user acts for, and whether listings include all outlets. Client
 * state, persisted locally (001 §9 "vendor toggle flags"). A vendor id in the URL wins over it.
 */
export type TSelectedVendor = { vendorId: string | null; isIncludingAllOutlets: boolean };

const VENDOR_KEY = 'selected_vendor_id';
const OUTLETS_KEY = 'include_all_outlets';

let state: TSelectedVendor = {
  vendorId: readStorage(VENDOR_KEY),
  isIncludingAllOutlets: readStorage(OUTLETS_KEY) === 'true',
};
const listeners = new Set<() => void>();

function emit(next: TSelectedVendor): void {
  state = next;
  writeStorage(VENDOR_KEY, next.vendorId);
  writeStorage(OUTLETS_KEY, next.isIncludingAllOutlets ? 'true' : null);
  for (const listener of listeners) listener();
}

export function getSelectedVendor(): TSelectedVendor {
  return state;
}

/** Selecting another vendor; flows and filters that depend on the vendor reset when it changes. */
export function selectVendor(vendorId: string | null): void {
  if (vendorId === state.vendorId) return;
  emit({ ...state, vendorId });
}

export function setIncludingAllOutlets(isIncludingAllOutlets: boolean): void {
  emit({ ...state, isIncludingAllOutlets });
}

/** Forgets the choice (logout). */
export function resetSelectedVendor(): void {
  emit({ vendorId: null, isIncludingAllOutlets: false });
}

export function subscribeSelectedVendor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls `listener` each time the selected vendor changes (not when only the outlets switch does).
 * 000 §4, 001 §4: the request flow, the bulk flow and the filters reset when the vendor changes.
 */
export function onVendorChange(
  listener: (vendorId: string | null, previous: string | null) => void,
): () => void {
  let previous = state.vendorId;
  return subscribeSelectedVendor(() => {
    if (state.vendorId === previous) return;
    const before = previous;
    previous = state.vendorId;
    listener(state.vendorId, before);
  });
}

export function useSelectedVendor(): TSelectedVendor {
  return useSyncExternalStore(subscribeSelectedVendor, getSelectedVendor, getSelectedVendor);
}
