import { useParams, useSearchParams } from 'react-router';

/** The order id and the token of the tracking link that opened the page. */
export function useTrackingLink(): { orderId: string; token: string } {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  return { orderId, token: search.get('t') ?? '' };
}
