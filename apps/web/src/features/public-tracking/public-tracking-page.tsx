import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { TrackingFrame } from './tracking-frame';

/** /tracking/:orderId: the public tracking page a customer opens from a link (001 §2). */
export function PublicTrackingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <TrackingFrame>
      <PageShell title={t('public-tracking.title', { orderId })} size="md">
        <EmptyState icon={<IconRoute size={30} />} title={t('public-tracking.empty.title')}>
          {t('public-tracking.empty.body')}
        </EmptyState>
      </PageShell>
    </TrackingFrame>
  );
}
