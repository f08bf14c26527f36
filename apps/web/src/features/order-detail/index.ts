// What other features may use of order detail (docs/architecture.md: features meet only here).
export { OrderDetailPanel } from './order-detail-panel';
export { usePrefetchOrder } from './api/get-order';
