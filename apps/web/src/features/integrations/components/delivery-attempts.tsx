import { Badge, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWebhookDelivery } from '@rider-portal/domain/api/integrations';
import { formatDayTime } from '../../../shared/format/time';

/** The HTTP status of an attempt, or that no answer came. */
export function HttpStatus({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null) {
    return (
      <Text size="sm" c="dimmed" span>
        {t('integrations.deliveries.no-answer')}
      </Text>
    );
  }
  const color = status >= 200 && status < 300 ? 'green' : status >= 500 ? 'red' : 'orange';
  return (
    <Badge color={color} variant="light" radius="sm" ff="monospace">
      {status}
    </Badge>
  );
}

/** Every attempt to deliver one message: when, the answer's status, how long, what it said. */
export function DeliveryAttempts({
  delivery,
  timeZone,
  onClose,
}: {
  delivery: TWebhookDelivery | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={t('integrations.deliveries.attempts-title', { id: delivery?.id ?? '' })}
      centered
      size="lg"
    >
      <Stack gap="md">
        {delivery?.attempt_log.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('integrations.deliveries.no-attempts')}
          </Text>
        ) : null}
        {delivery?.attempt_log.map((attempt, i) => (
          <Stack key={`${attempt.attempted_at}-${i}`} gap={4}>
            <Group gap="sm" justify="space-between">
              <Text size="sm" fw={600}>
                {t('integrations.deliveries.attempt', { n: i + 1 })} ·{' '}
                {formatDayTime(attempt.attempted_at, timeZone, i18n.language)}
              </Text>
              <Group gap="xs">
                <HttpStatus status={attempt.http_status} />
                <Text size="sm" c="dimmed">
                  {t('integrations.deliveries.ms', { ms: attempt.latency_ms })}
                </Text>
              </Group>
            </Group>
            <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {attempt.response_excerpt || t('integrations.deliveries.empty-response')}
            </Code>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
