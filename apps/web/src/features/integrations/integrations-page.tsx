import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlugConnected, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getMarket } from '@rider-portal/domain/markets';
import { useCurrentVendor } from '../vendors';
import { usePortalConfig } from '../../shared/config/config-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { useApiClients } from './api/get-api-clients';
import { useCreateApiClient } from './api/manage-api-client';
import { ClientList } from './components/client-list';
import { KeyDialog } from './components/key-dialog';
import { ListSkeleton, LoadFailed } from './components/load-states';
import { clientPath } from './paths';

/** Guests and embedded tools do not manage integrations (the server refuses them too). */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('integrations.title')}>
      <EmptyState
        icon={<IconPlugConnected size={30} />}
        title={t('integrations.not-available.title')}
      >
        {t('integrations.not-available.body')}
      </EmptyState>
    </PageShell>
  );
}

/** /integrations[/:vendorId]: the vendor's public API clients, and creating one (issue 19). */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { country } = usePortalConfig();
  const { vendorId, current, isGuest, isFixed } = useCurrentVendor();
  const clients = useApiClients(isGuest || isFixed ? null : vendorId);
  const create = useCreateApiClient(vendorId ?? '');
  const [isCreating, setCreating] = useState(false);
  if (isGuest || isFixed) return <NotAvailable />;

  const createButton = (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setCreating(true)}
      disabled={!vendorId}
    >
      {t('integrations.create.button')}
    </Button>
  );
  let body;
  if (clients.isPending) body = <ListSkeleton rowHeight={44} />;
  else if (clients.isError) {
    body = <LoadFailed error={clients.error} onRetry={() => void clients.refetch()} />;
  } else if (clients.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconPlugConnected size={30} />}
        title={t('integrations.empty.title')}
        action={createButton}
      >
        {t('integrations.empty.body')}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        <Group justify="flex-end">{createButton}</Group>
        <ClientList clients={clients.data} timeZone={getMarket(country).timeZone} />
      </Stack>
    );
  }

  return (
    <PageShell
      title={t('integrations.title')}
      lead={t('integrations.lead', { vendor: current?.vendor_information.name ?? vendorId ?? '' })}
      size="xl"
    >
      {body}
      {vendorId ? (
        <KeyDialog
          mode="create"
          opened={isCreating}
          mutation={create}
          onClose={() => setCreating(false)}
          onDone={(issued) => void navigate(clientPath(vendorId, issued.client.client_id))}
        />
      ) : null}
    </PageShell>
  );
}
