import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TApiClientView } from '@rider-portal/domain/api/integrations';

/** Where a client stands: revoked, webhooks disabled, no callback URL yet, or active. */
export function ClientStatus({ client }: { client: TApiClientView }) {
  const { t } = useTranslation();
  const [color, key] = client.revoked_at
    ? ['gray', 'integrations.status.revoked']
    : client.webhook_disabled_at
      ? ['red', 'integrations.status.webhook-disabled']
      : client.callback_url
        ? ['green', 'integrations.status.active']
        : ['yellow', 'integrations.status.no-callback'];
  return (
    <Badge color={color} variant="light" radius="sm">
      {t(key)}
    </Badge>
  );
}
