/**
 * Query keys of every order query, in one place: the tracking list, the history lists, one order,
 * its rider and its proofs. The live handlers and the cancel mutation update the cache through
 * these keys (order-cache.ts), so a feature keys its order queries here.
 */
export type TActiveOrdersScope = {
  vendorId: string;
  isIncludingOutlets: boolean;
  /** The market day (YYYY-MM-DD) the list covers: a new day is a new list. */
  day: string;
};

export const orderKeys = {
  all: ['orders'] as const,
  active: ['orders', 'active'] as const,
  activeList: (scope: TActiveOrdersScope) =>
    ['orders', 'active', scope.vendorId, scope.isIncludingOutlets, scope.day] as const,
  /** History lists key under this prefix; see order-cache.ts for the data shape they keep. */
  history: ['orders', 'history'] as const,
  detail: (vendorId: string, orderId: string) => ['orders', 'detail', vendorId, orderId] as const,
  rider: (orderId: string) => ['orders', 'rider', orderId] as const,
  proof: (orderId: string, kind: string) => ['orders', 'proof', orderId, kind] as const,
};
