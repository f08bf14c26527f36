import { Tabs } from '@mantine/core';
import { IconHistory, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActingVendor } from '../../shared/vendor/use-acting-vendor';
import { PageShell } from '../../shared/ui/page-shell';
import { JobHistory } from './components/job-history';
import { UploadFlow } from './components/upload-flow';

type TTab = 'upload' | 'history';

/** /bulk-order[/:vendorId]: upload a spreadsheet, and the job history (001 §2, §4). */
export function BulkOrderPage() {
  const { t } = useTranslation();
  const { vendorId } = useActingVendor();
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'history' ? 'history' : 'upload';
  return (
    <PageShell title={t('bulk.title')} lead={t('bulk.lead')} size="xl">
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })
        }
        keepMounted
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="upload" leftSection={<IconUpload size={16} />}>
            {t('bulk.tab.upload')}
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
            {t('bulk.tab.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload">
          {/* A new vendor starts the flow afresh (001 §4 "changing vendor resets the flow"). */}
          <UploadFlow key={vendorId ?? ''} vendorId={vendorId} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <JobHistory vendorId={vendorId} />
        </Tabs.Panel>
      </Tabs>
    </PageShell>
  );
}
