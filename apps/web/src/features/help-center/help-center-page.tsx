import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /helpcenter/:vendorId: the help centre on small screens (001 §2). */
export function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('help.title')} lead={t('help.lead')} size="md">
      <EmptyState icon={<IconLifebuoy size={30} />} title={t('help.empty.title')}>
        {t('help.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
