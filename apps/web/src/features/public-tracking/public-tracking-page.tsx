import { useTranslation } from 'react-i18next';
import { useTracking } from './api/get-tracking';
import { TrackingUnavailable } from './components/invalid-link';
import { TrackingLayout, TrackingSkeleton } from './components/tracking-layout';
import { TrackingFrame } from './tracking-frame';
import { useTrackingLink } from './use-tracking-link';

/**
 * /tracking/:orderId?t=: the public tracking page a customer opens from a signed link (001 §2,
 * UX.md): no sign-in, no navigation, nothing about the customer beyond the street address.
 */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const { orderId, token } = useTrackingLink();
  const query = useTracking('tracking', orderId, token);
  const title = t('public-tracking.title', { orderId });
  return (
    <TrackingFrame>
      {query.data ? (
        <TrackingLayout title={title} tracking={query.data} />
      ) : token === '' || query.isError ? (
        <TrackingUnavailable
          error={token === '' ? null : query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <TrackingSkeleton title={title} />
      )}
    </TrackingFrame>
  );
}
