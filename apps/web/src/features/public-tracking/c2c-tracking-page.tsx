import { useTranslation } from 'react-i18next';
import { useTracking } from './api/get-tracking';
import { C2cAddresses, C2cDetails } from './components/c2c-sections';
import { TrackingUnavailable } from './components/invalid-link';
import { TrackingLayout, TrackingSkeleton } from './components/tracking-layout';
import { TrackingFrame } from './tracking-frame';
import { useTrackingLink } from './use-tracking-link';

/**
 * /tracking-c2c/:orderId?t=: tracking for individual senders (001 §1, §2): the public page plus
 * order number, sender, receiver, parcel details, payment status and addresses.
 */
export function C2cTrackingPage() {
  const { t } = useTranslation();
  const { orderId, token } = useTrackingLink();
  const query = useTracking('tracking-c2c', orderId, token);
  const title = t('c2c-tracking.title', { orderId });
  if (!query.data) {
    return (
      <TrackingFrame>
        {token === '' || query.isError ? (
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
  return (
    <TrackingFrame>
      <TrackingLayout
        title={title}
        tracking={query.data}
        addresses={<C2cAddresses tracking={query.data} />}
      >
        <C2cDetails tracking={query.data} />
      </TrackingLayout>
    </TrackingFrame>
  );
}
