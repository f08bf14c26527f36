import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /history[/:vendorId]: past orders with filters and export (001 §2). */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('history.title')} lead={t('history.lead')}>
      <EmptyState icon={<IconHistory size={30} />} title={t('history.empty.title')}>
        {t('history.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
