import { Anchor } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';

/** /bulk-order/:vendorId/:bulkJobId: one upload's rows and their outcome. */
export function BulkJobPage() {
  const { t } = useTranslation();
  const { vendorId = '', bulkJobId = '' } = useParams();
  return (
    <PageShell title={t('bulk.job.title', { jobId: bulkJobId })} lead={t('bulk.job.lead')}>
      <EmptyState
        icon={<IconListDetails size={30} />}
        title={t('bulk.job.empty.title')}
        action={
          <Anchor component={Link} to={`/bulk-order/${vendorId}`}>
            {t('bulk.job.back')}
          </Anchor>
        }
      >
        {t('bulk.job.empty.body')}
      </EmptyState>
    </PageShell>
  );
}
