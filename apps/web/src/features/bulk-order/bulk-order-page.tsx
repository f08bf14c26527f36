import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /bulk-order[/:vendorId]: upload a spreadsheet and the job history (001 §2, §4). */
export function BulkOrderPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('bulk.title')} lead={t('bulk.lead')}>
      <EmptyState icon={<IconFileSpreadsheet size={30} />} title={t('bulk.empty.title')}>
        {t('bulk.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
