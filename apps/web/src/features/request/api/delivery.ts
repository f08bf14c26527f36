import { queryOptions } from '@tanstack/react-query';
import { FEE_REFETCH_AFTER_EXPIRY_MS } from '@rider-portal/domain/constants';
import { FEE_QUOTE_TTL_SECONDS } from '@rider-portal/domain/order-rules';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import type { TLatLng } from '@rider-portal/domain/request-order';
import type { TDeliverability, TEstimation, TFeeQuote } from '@rider-portal/domain/api/request';
import { apiClient } from '../../../shared/api/client';

export type { TDeliverability, TEstimation, TFeeQuote };

type TRoute = {
  vendorId: string;
  /** The typed origin, for a vendor without coordinates; null otherwise. */
  source: TLatLng | null;
  destination: TLatLng;
};

const point = (p: TLatLng | null) => (p ? [p.lat, p.lng] : null);

/**
 * The fee for a route and payment method, refetched 1 s after its signature expires (000 §4), so a
 * quote on screen is always one the server will accept.
 */
export function feeQueryOptions(input: TRoute & { paymentMethod: TPaymentMethod | null }) {
  return queryOptions({
    queryKey: [
      'request',
      'fee',
      input.vendorId,
      point(input.source),
      point(input.destination),
      input.paymentMethod,
    ],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('quoteDeliveryFee', {
          body: {
            vendor_id: input.vendorId,
            source: input.source,
            destination: input.destination,
            delivery_type: 'food',
            ...(input.paymentMethod ? { payment_method: input.paymentMethod } : {}),
          },
          signal,
        })
      ).result,
    staleTime: (query) => msUntilRefetch(query.state.data, query.state.dataUpdatedAt) ?? 0,
    refetchInterval: (query) =>
      msUntilRefetch(query.state.data, query.state.dataUpdatedAt) ?? false,
    refetchIntervalInBackground: true,
  });
}

/**
 * Until 1 s after the quote expires (000 §4), its life counted from when it arrived: `expires_at`
 * is the server's clock, and a device whose clock runs ahead of it would take every fresh quote
 * for an expired one and ask again every second. Null without a quote.
 */
export function msUntilRefetch(
  quote: TFeeQuote | undefined,
  receivedAt: number,
  now = Date.now(),
): number | null {
  if (!quote) return null;
  const expiresAt = receivedAt + FEE_QUOTE_TTL_SECONDS * 1000;
  return Math.max(0, expiresAt - now) + FEE_REFETCH_AFTER_EXPIRY_MS;
}

/** POST /delivery/area/validate (000 §7): DELIVERABLE means deliverable. */
export function deliverabilityQueryOptions(input: TRoute) {
  return queryOptions({
    queryKey: [
      'request',
      'deliverable',
      input.vendorId,
      point(input.source),
      point(input.destination),
    ],
    queryFn: async ({ signal }) =>
      apiClient.call('checkDeliverability', {
        body: {
          vendor_id: input.vendorId,
          location: input.destination,
          vendor_location: input.source,
        },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** POST /estimations: minutes to pickup and to drop-off. */
export function estimationsQueryOptions(input: TRoute) {
  return queryOptions({
    queryKey: [
      'request',
      'estimations',
      input.vendorId,
      point(input.source),
      point(input.destination),
    ],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getEstimations', {
          body: { vendor_id: input.vendorId, source: input.source, destination: input.destination },
          signal,
        })
      ).result,
    staleTime: 5 * 60_000,
  });
}
