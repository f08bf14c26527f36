import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /delivery-receipt/:orderId: the receipt of a delivered order (flag delivery-receipt). */
export function DeliveryReceiptPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return (
    <PageShell title={t('receipt.title', { orderId })} lead={t('receipt.lead')} size="md">
      <EmptyState icon={<IconReceipt size={30} />} title={t('receipt.empty.title')}>
        {t('receipt.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
