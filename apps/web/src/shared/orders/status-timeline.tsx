import { Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { formatDayTime } from '../format/time';
import { statusLabelKey } from './status-label';
import { DetailSection } from './detail-section';

/**
 * 001 §3 status_history, oldest first, the current step last. Steps in a row that read the same
 * (INITIATED and PAYMENT_INITIATED are both "payment initiated") show once, at the first time.
 */
export function StatusTimeline({
  order,
  timeZone,
}: {
  order: Pick<TOrderView, 'status_history'>;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const history = order.status_history.filter(
    (entry, i, all) =>
      i === 0 || statusLabelKey(entry.status, null) !== statusLabelKey(all[i - 1]!.status, null),
  );
  return (
    <DetailSection
      title={t('order-detail.section.history')}
      icon={<IconHistory size={20} aria-hidden />}
    >
      <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
        {history.map((entry) => (
          <Timeline.Item
            key={`${entry.status}@${entry.created_at}`}
            title={<Text size="sm">{t(statusLabelKey(entry.status, null))}</Text>}
          >
            <Text size="xs" c="dimmed">
              {formatDayTime(entry.created_at, timeZone, i18n.language)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}
