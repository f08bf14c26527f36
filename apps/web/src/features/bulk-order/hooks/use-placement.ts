import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { usePlaceBulkOrders } from '../api/place-bulk-orders';
import { showBulkNotice } from './bulk-notice';

/**
 * 001 §4, §7: placing a checked job, then, once it is placed, /order-tracking. A job none of whose
 * orders could be placed stays on its detail, where each row says why.
 */
export function usePlacement(vendorId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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

  const finish = useCallback(
    (job: TBulkJobSummary) => {
      if (job.orders_placed === 0) {
        showBulkNotice('error', t('bulk.place-order-error'));
        void navigate(`/bulk-order/${encodeURIComponent(vendorId)}/${job.bulk_job_id}`);
        return;
      }
      if (job.placement_error_count > 0) {
        showBulkNotice(
          'info',
          t('bulk.placed-with-errors', {
            placed: job.orders_placed,
            failed: job.placement_error_count,
          }),
        );
      }
      void navigate(`/order-tracking/${encodeURIComponent(vendorId)}`);
    },
    [navigate, t, vendorId],
  );

  return { place, finish, isPlacing: mutation.isPending };
}
