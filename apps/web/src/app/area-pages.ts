/**
 * The code of each top-bar area's page (000 §2: request, tracking, history, bulk order). Its route
 * loads it on navigation; pointing at or focusing the area's tab loads it ahead of the click,
 * so the page opens without waiting for its chunk.
 */
export const AREA_PAGES = {
  'request-a-rider': () =>
    import('../features/request/request-page').then((m) => ({ Component: m.RequestPage })),
  'order-tracking': () =>
    import('../features/order-tracking/order-tracking-page').then((m) => ({
      Component: m.OrderTrackingPage,
    })),
  history: () =>
    import('../features/history/history-page').then((m) => ({ Component: m.HistoryPage })),
  'bulk-order': () =>
    import('../features/bulk-order/bulk-order-page').then((m) => ({
      Component: m.BulkOrderPage,
    })),
} as const;

const started = new Set<string>();

/**
 * Starts loading an area's page once. A failure is left to the route, which retries when the
 * area is opened (001 §4).
 */
export function preloadArea(segment: string): void {
  if (!(segment in AREA_PAGES) || started.has(segment)) return;
  started.add(segment);
  AREA_PAGES[segment as keyof typeof AREA_PAGES]().catch(() => started.delete(segment));
}

/** The props that load an area's page when its link is pointed at, touched or focused. */
export function preloadOnIntent(segment: string) {
  const preload = () => preloadArea(segment);
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
