import { useState } from 'react';
import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checkCallbackUrl } from '@rider-portal/domain/api-clients';
import type { TApiClientView } from '@rider-portal/domain/api/integrations';
import { WEBHOOK_DISABLE_AFTER_HOURS } from '@rider-portal/domain/constants';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatDayTime } from '../../../shared/format/time';
import { getMarket } from '@rider-portal/domain/markets';
import { useUpdateApiClient } from '../api/manage-api-client';
import { useNotices } from '../use-notices';

/**
 * The client's webhook endpoint: the callback URL (checked as the server checks it, https left to
 * the server, which alone knows it runs in production) and the opt-in to the brand's portal
 * orders. A disabled endpoint says why; saving enables it again.
 */
export function WebhookForm({ client }: { client: TApiClientView }) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const notices = useNotices();
  const update = useUpdateApiClient(client.vendor_id, client.client_id);
  const [url, setUrl] = useState(client.callback_url ?? '');
  const [includesPortalOrders, setIncludesPortalOrders] = useState(client.includes_portal_orders);
  const [error, setError] = useState<string | null>(null);
  const isRevoked = client.revoked_at !== null;

  const save = () => {
    const trimmed = url.trim();
    if (trimmed && checkCallbackUrl(trimmed, false) !== 'ok') {
      setError(t(ERROR_KEYS.integrationCallbackInvalid));
      return;
    }
    setError(null);
    update.mutate(
      { callback_url: trimmed || null, includes_portal_orders: includesPortalOrders },
      {
        onSuccess: () => notices.success(t('integrations.webhook.saved')),
        onError: notices.failure,
      },
    );
  };

  return (
    <Stack gap="sm">
      {client.webhook_disabled_at ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t(`integrations.webhook.disabled-${client.webhook_disabled_reason ?? 'failing'}`, {
            at: formatDayTime(
              client.webhook_disabled_at,
              getMarket(country).timeZone,
              i18n.language,
            ),
            days: WEBHOOK_DISABLE_AFTER_HOURS / 24,
          })}
        </Alert>
      ) : null}
      <TextInput
        label={t('integrations.webhook.url')}
        description={t('integrations.webhook.url-hint')}
        placeholder="https://pos.example.com/rider/webhooks"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        error={error}
        dir="ltr"
        type="url"
        disabled={isRevoked}
      />
      <Switch
        label={t('integrations.webhook.portal-orders')}
        description={t('integrations.webhook.portal-orders-hint')}
        checked={includesPortalOrders}
        onChange={(event) => setIncludesPortalOrders(event.currentTarget.checked)}
        disabled={isRevoked}
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} disabled={isRevoked}>
          {t('integrations.webhook.save')}
        </Button>
      </Group>
    </Stack>
  );
}
