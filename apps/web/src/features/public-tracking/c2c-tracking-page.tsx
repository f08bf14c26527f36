import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { TrackingFrame } from './tracking-frame';

/** /tracking-c2c/:orderId: tracking for individual senders (001 §1, §2). */
export function C2cTrackingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <TrackingFrame>
      <PageShell title={t('c2c-tracking.title', { orderId })} size="md">
        <EmptyState icon={<IconPackage size={30} />} title={t('c2c-tracking.empty.title')}>
          {t('c2c-tracking.empty.body')}
        </EmptyState>
      </PageShell>
    </TrackingFrame>
  );
}
