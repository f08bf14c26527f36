import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import type { TLatLng } from '@rider-portal/domain/request-order';
import { feeQueryOptions } from '../api/delivery';

/**
 * The delivery fee of the current route (000 §4): fetched as soon as the drop-off is known and
 * again 1 s after its signature expires. The first fee of a route is the one the user sees; a later
 * different one (or one the server asked to re-quote) must be confirmed before the order is sent.
 */
export function useFeeQuote(input: {
  vendorId: string;
  source: TLatLng | null;
  destination: TLatLng | null;
  paymentMethod: TPaymentMethod | null;
  isEnabled: boolean;
}) {
  const options = feeQueryOptions({
    vendorId: input.vendorId,
    source: input.source,
    destination: input.destination ?? { lat: 0, lng: 0 },
    paymentMethod: input.paymentMethod,
  });
  const query = useQuery({ ...options, enabled: input.isEnabled && input.destination !== null });
  const routeKey = JSON.stringify(options.queryKey);
  const [accepted, setAccepted] = useState<{ key: string; fee: number } | null>(null);
  const [isReQuoteAsked, setReQuoteAsked] = useState(false);
  const quote = query.data;

  useEffect(() => {
    if (quote && accepted?.key !== routeKey) setAccepted({ key: routeKey, fee: quote.fee });
  }, [quote, accepted?.key, routeKey]);

  const isAcceptedRoute = accepted?.key === routeKey;
  const mustConfirm =
    quote !== undefined && isAcceptedRoute && (accepted.fee !== quote.fee || isReQuoteAsked);

  const accept = useCallback(() => {
    if (!quote) return;
    setAccepted({ key: routeKey, fee: quote.fee });
    setReQuoteAsked(false);
  }, [quote, routeKey]);

  const { refetch } = query;
  /** The server refused the fee (error.fee.changed): quote again and ask the user to confirm. */
  const reQuote = useCallback(async () => {
    setReQuoteAsked(true);
    await refetch();
  }, [refetch]);

  return {
    quote,
    isFetching: query.isFetching,
    error: query.error,
    acceptedFee: isAcceptedRoute ? accepted.fee : null,
    mustConfirm,
    accept,
    reQuote,
  };
}
