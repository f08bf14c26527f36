import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceBulkOrders } from '../api/place-bulk-orders';
import { showBulkNotice } from './bulk-notice';

/**
 * 001 §4, §7: placing a checked job. Once it is placed the screen shows its done step (the placed
 * count) and leads on to /order-tracking from there.
 */
export function usePlacement() {
  const { t } = useTranslation();
  const mutation = usePlaceBulkOrders();

  const place = useCallback(
    (jobId: string, handlers: { onStarted: () => void; onFailed: () => void }) => {
      mutation.mutate(jobId, {
        onSuccess: () => {
          showBulkNotice('success', t('bulk.place-order-success'));
          handlers.onStarted();
        },
        onError: () => {
          showBulkNotice('error', t('bulk.place-order-error'));
          handlers.onFailed();
        },
      });
    },
    [mutation, t],
  );

  return { place, isPlacing: mutation.isPending };
}
