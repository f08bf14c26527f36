import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TApiClientView } from '@rider-portal/domain/api/integrations';
import { formatDayTime } from '../../../shared/format/time';
import { useRotateApiClientKey } from '../api/manage-api-client';
import { CopyField } from './copy-field';
import { KeyDialog } from './key-dialog';
import { RevokeDialog } from './revoke-dialog';
import { WebhookForm } from './webhook-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The client's credentials and keys, its webhook endpoint, and revoking it. */
export function ClientSettings({ client, timeZone }: { client: TApiClientView; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<'rotate' | 'revoke' | null>(null);
  const rotate = useRotateApiClientKey(client.vendor_id, client.client_id);
  const isRevoked = client.revoked_at !== null;
  const at = (iso: string) => formatDayTime(iso, timeZone, i18n.language);
  const now = Date.now();

  return (
    <Stack gap="md">
      <Section title={t('integrations.credentials')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CopyField label={t('integrations.client-id')} value={client.client_id} />
          <CopyField label={t('integrations.scope')} value={client.scope} />
        </SimpleGrid>
        <CopyField
          label={t('integrations.webhook-secret')}
          value={client.webhook_secret}
          isSecret
        />
        <Text size="xs" c="dimmed">
          {t('integrations.webhook-secret-hint')}
        </Text>
      </Section>

      <Section title={t('integrations.keys')}>
        <Stack
          gap={0}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('integrations.keys')}
        >
          {client.keys.map((key, i) => {
            const isExpired = key.expires_at !== null && Date.parse(key.expires_at) <= now;
            return (
              <Group
                key={key.key_id}
                component="li"
                justify="space-between"
                gap="xs"
                py="xs"
                style={
                  i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
                }
              >
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {t('integrations.key-id')} · {t('integrations.list.created')}{' '}
                    {at(key.created_at)}
                  </Text>
                  <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                    {key.key_id}
                  </Text>
                </Stack>
                {key.expires_at === null ? (
                  <Badge color="green" variant="light" radius="sm">
                    {t('integrations.keys.active')}
                  </Badge>
                ) : (
                  <Text size="sm" c={isExpired ? 'dimmed' : 'orange'}>
                    {t(isExpired ? 'integrations.keys.expired' : 'integrations.keys.expires', {
                      at: at(key.expires_at),
                    })}
                  </Text>
                )}
              </Group>
            );
          })}
        </Stack>
        <Group>
          <Button
            variant="light"
            leftSection={<IconKey size={16} />}
            onClick={() => setDialog('rotate')}
            disabled={isRevoked}
          >
            {t('integrations.rotate.button')}
          </Button>
        </Group>
      </Section>

      <Section title={t('integrations.webhook')}>
        <WebhookForm
          key={`${client.callback_url}|${client.includes_portal_orders}`}
          client={client}
        />
      </Section>

      {isRevoked ? null : (
        <Section title={t('integrations.revoke.title')}>
          <Text size="sm" c="dimmed">
            {t('integrations.revoke.hint')}
          </Text>
          <Group>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDialog('revoke')}
            >
              {t('integrations.revoke.button')}
            </Button>
          </Group>
        </Section>
      )}

      <KeyDialog
        mode="rotate"
        opened={dialog === 'rotate'}
        mutation={rotate}
        onClose={() => setDialog(null)}
      />
      <RevokeDialog
        vendorId={client.vendor_id}
        clientId={client.client_id}
        opened={dialog === 'revoke'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
