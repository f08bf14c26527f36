import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TApiClientView } from '@rider-portal/domain/api/integrations';
import { formatDayTime } from '../../../shared/format/time';
import { ResponsiveList, type TListColumn } from '../../../shared/ui/responsive-list';
import { clientPath } from '../paths';
import { ClientStatus } from './client-status';

function ClientLink({ client }: { client: TApiClientView }) {
  return (
    <Anchor
      component={Link}
      to={clientPath(client.vendor_id, client.client_id)}
      ff="monospace"
      size="sm"
      fw={600}
      dir="ltr"
      style={{ overflowWrap: 'anywhere' }}
    >
      {client.client_id}
    </Anchor>
  );
}

/** The vendor's clients: a table on wide screens, cards on phones. */
export function ClientList({ clients, timeZone }: { clients: TApiClientView[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const created = (client: TApiClientView) =>
    formatDayTime(client.created_at, timeZone, i18n.language);
  const callback = (client: TApiClientView) =>
    client.callback_url ? (
      <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {client.callback_url}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t('integrations.status.no-callback')}
      </Text>
    );
  const columns: TListColumn[] = [
    { key: 'client', header: t('integrations.client-id') },
    { key: 'callback', header: t('integrations.webhook.url') },
    { key: 'status', header: t('integrations.list.status') },
    { key: 'created', header: t('integrations.list.created') },
  ];
  return (
    <ResponsiveList
      items={clients}
      itemKey={(client) => client.client_id}
      label={t('integrations.list.label')}
      wideFrom="48em"
      tableMinWidth={720}
      columns={columns}
      cells={(client) => (
        <>
          <Table.Td>
            <ClientLink client={client} />
          </Table.Td>
          <Table.Td>{callback(client)}</Table.Td>
          <Table.Td>
            <ClientStatus client={client} />
          </Table.Td>
          <Table.Td>{created(client)}</Table.Td>
        </>
      )}
      card={(client) => (
        <Stack gap={6}>
          <ClientLink client={client} />
          {callback(client)}
          <Group justify="space-between" gap="xs">
            <ClientStatus client={client} />
            <Text size="xs" c="dimmed">
              {created(client)}
            </Text>
          </Group>
        </Stack>
      )}
    />
  );
}
