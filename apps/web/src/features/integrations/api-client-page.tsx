import { Alert, Anchor, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconSettings, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getMarket } from '@rider-portal/domain/markets';
import { useCurrentVendor } from '../vendors';
import { usePortalConfig } from '../../shared/config/config-context';
import { PageShell } from '../../shared/ui/page-shell';
import { useApiClients } from './api/get-api-clients';
import { ClientSettings } from './components/client-settings';
import { ClientStatus } from './components/client-status';
import { DeliveriesTab } from './components/deliveries-tab';
import { useClientView, type TClientTab } from './hooks/use-client-view';
import { NotAvailable } from './integrations-page';
import { integrationsPath } from './paths';
import { useFailureText } from './use-notices';

/** /integrations/:vendorId/clients/:clientId: one client's settings and its delivery log. */
export function ApiClientPage() {
  const { t } = useTranslation();
  const { clientId = '' } = useParams();
  const { country } = usePortalConfig();
  const timeZone = getMarket(country).timeZone;
  const { vendorId, isGuest, isFixed } = useCurrentVendor();
  const clients = useApiClients(isGuest || isFixed ? null : vendorId);
  const failureText = useFailureText();
  const { tab, filters, change } = useClientView();
  if (isGuest || isFixed) return <NotAvailable />;
  const client = clients.data?.find((c) => c.client_id === clientId) ?? null;

  const back = (
    <Anchor component={Link} to={integrationsPath(vendorId ?? '')} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} className="rp-flip-rtl" aria-hidden />
        {t('integrations.back')}
      </Group>
    </Anchor>
  );
  let body;
  if (clients.isPending) body = <Skeleton height={320} radius="md" />;
  else if (clients.isError || !client) {
    body = (
      <Alert color="red" role="alert">
        {clients.isError ? failureText(clients.error) : t('integrations.not-found')}
      </Alert>
    );
  } else {
    body = (
      <Tabs
        value={tab}
        onChange={(value) => change({ tab: (value ?? 'settings') as TClientTab })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} />}>
            {t('integrations.tab.settings')}
          </Tabs.Tab>
          <Tabs.Tab value="deliveries" leftSection={<IconWebhook size={16} />}>
            {t('integrations.tab.deliveries')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          <ClientSettings client={client} timeZone={timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="deliveries">
          <DeliveriesTab client={client} timeZone={timeZone} filters={filters} onFilters={change} />
        </Tabs.Panel>
      </Tabs>
    );
  }
  return (
    <PageShell
      title={t('integrations.client.title')}
      lead={
        <Stack gap={6} component="span">
          {back}
          <Group gap="xs" component="span">
            <Text span ff="monospace" dir="ltr" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {clientId}
            </Text>
            {client ? <ClientStatus client={client} /> : null}
          </Group>
        </Stack>
      }
      size="xl"
    >
      {body}
    </PageShell>
  );
}
