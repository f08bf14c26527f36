import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderMessage } from '@rider-portal/domain/api/messages';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { formatDayTime } from '../../../shared/format/time';
import { DetailSection } from '../../../shared/orders/detail-section';
import { useOrderMessages } from '../api/get-order-messages';

const STATE_COLORS: Record<TOrderMessage['state'], string> = {
  sent: 'green',
  pending: 'blue',
  failed: 'red',
  skipped: 'gray',
};

function stateText(
  message: TOrderMessage,
  t: (key: string, values?: Record<string, string>) => string,
  time: (iso: string) => string,
): string {
  if (message.state === 'sent' && message.sent_at) {
    return t('order-detail.message.sent', { time: time(message.sent_at) });
  }
  if (message.state === 'skipped') return t(`order-detail.message.skipped.${message.reason}`);
  return t(`order-detail.message.${message.state}`);
}

/**
 * Issue 21: the messages to the order's customer, per step and channel: sent (and when), being sent,
 * failed, or not sent and why. Nothing is shown before the first message is queued.
 */
export function CustomerMessagesSection({
  order,
  timeZone,
}: {
  order: TOrderView;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useOrderMessages(order.vendor_id, order.order_id, order.status);
  // An e-mail not sent is not news: the text message of the same step says why.
  const messages = (query.data ?? []).filter(
    (m) => !(m.channel === 'email' && m.state === 'skipped'),
  );

  if (messages.length === 0) return null;
  const time = (iso: string) => formatDayTime(iso, timeZone, i18n.language);
  return (
    <DetailSection
      title={t('order-detail.section.messages')}
      icon={<IconMessage size={18} aria-hidden />}
    >
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {messages.map((message) => (
          <Group
            key={`${message.step}-${message.channel}`}
            component="li"
            justify="space-between"
            gap="xs"
            wrap="wrap"
          >
            <Text size="sm">
              {t(`messages.step.${message.step}`)}
              <Text span size="xs" c="dimmed">
                {' · '}
                {t(`notification-settings.channel.${message.channel}`)}
              </Text>
            </Text>
            <Badge variant="light" color={STATE_COLORS[message.state]} tt="none">
              {stateText(message, t, time)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </DetailSection>
  );
}
