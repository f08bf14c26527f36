import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderView } from '@rider-portal/domain/order-view';
import {
  listGroup,
  TRACKING_NEAR_ETA_KEY,
  trackingMessageKey,
  type TDeliveryKind,
} from '@rider-portal/domain/statuses';
import { formatMinutes } from '../format/duration';
import { orderEta } from './eta';
import { groupColor } from './status-label';

/**
 * 001 §2: the tracking message of the status, and the ETA to pickup or drop-off where shown. Used
 * by the order detail and the public tracking pages (anything with the order's progress fields).
 * `kind`: a person's parcel is called a parcel, a vendor's order an order.
 */
export function TrackingStatus({
  order,
  now,
  kind,
}: {
  order: Pick<
    TOrderView,
    'status' | 'status_history' | 'preordered_for' | 'eta_pickup_at' | 'eta_dropoff_at'
  >;
  now: number;
  kind: TDeliveryKind;
}) {
  const { t, i18n } = useTranslation();
  const eta = orderEta(order, now);
  const messageKey = trackingMessageKey(order.status, order.status_history, kind);
  const group = listGroup({
    status: order.status,
    statusHistory: order.status_history,
    preorderedFor: order.preordered_for,
    now,
  });
  return (
    <Paper
      radius="md"
      p="md"
      withBorder
      aria-live="polite"
      style={{
        borderInlineStart: `4px solid var(--mantine-color-${groupColor(group)}-6)`,
      }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Text fw={700} size="lg" data-testid="tracking-message">
            {t(messageKey)}
          </Text>
          {order.status === 'DELAYED' ? (
            <Badge color="yellow" variant="filled" style={{ flexShrink: 0 }}>
              {t('order.status.delayed')}
            </Badge>
          ) : null}
        </Group>
        {eta ? (
          <Group gap={6} wrap="nowrap">
            <IconClockHour4 size={18} aria-hidden />
            <Text size="sm" data-testid="tracking-eta">
              {eta.isNear
                ? t(TRACKING_NEAR_ETA_KEY)
                : eta.minutes === null
                  ? t(
                      eta.kind === 'pickup'
                        ? 'tracking.eta.pickup-unknown'
                        : 'tracking.eta.dropoff-unknown',
                    )
                  : t(eta.kind === 'pickup' ? 'tracking.eta.pickup' : 'tracking.eta.dropoff', {
                      duration: formatMinutes(eta.minutes, i18n.language),
                    })}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
