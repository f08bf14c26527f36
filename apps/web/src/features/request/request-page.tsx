import { IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /request-a-rider[/:vendorId]: the request flow (000 §4) replaces this shell. */
export function RequestPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('request.title')} lead={t('request.lead')}>
      <EmptyState icon={<IconMotorbike size={30} />} title={t('request.empty.title')}>
        {t('request.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
