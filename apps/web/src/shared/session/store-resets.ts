/**
 * 000 §4 "Logout … resets all stores": every client store that holds a user's state registers its
 * reset here (the request flow, filters, …); logout runs them all.
 */
const resets = new Set<() => void>();

/** Registers a store's reset; returns the function that unregisters it. */
export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) {
    try {
      reset();
    } catch (error) {
      console.error(error);
    }
  }
}
