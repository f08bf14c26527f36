import { useSyncExternalStore } from 'react';
import { registerStoreReset } from '../../../shared/session/store-resets';

/** Which collection point dialog is open (000 §2): adding one, editing one, or none. */
export type TCollectionPointDialog = { mode: 'add' } | { mode: 'edit'; vendorId: string } | null;

let state: TCollectionPointDialog = null;
const listeners = new Set<() => void>();

function emit(next: TCollectionPointDialog): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAddCollectionPoint(): void {
  emit({ mode: 'add' });
}

export function openEditCollectionPoint(vendorId: string): void {
  emit({ mode: 'edit', vendorId });
}

/** 000 §2: the dialog closes on submit or cancel. */
export function closeCollectionPointDialog(): void {
  emit(null);
}

// 000 §4: logout resets every store; an open dialog closes with it.
registerStoreReset(closeCollectionPointDialog);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCollectionPointDialog(): TCollectionPointDialog {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
