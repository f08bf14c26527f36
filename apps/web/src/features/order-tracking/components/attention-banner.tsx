import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderListItem } from '@rider-portal/domain/order-view';

/**
 * Issue 21: how many of the listed orders need attention (waiting too long for a rider, late
 * past a new estimate, a card payment that does not end), heard live; opens the first of them.
 */
export function AttentionBanner({
  orders,
  onOpen,
}: {
  orders: readonly TOrderListItem[];
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const stuck = orders.filter((o) => o.attention);
  if (stuck.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      role="status"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('tracking.attention.banner-title', { count: stuck.length })}
    >
      <Text size="sm">{t('tracking.attention.banner-body')}</Text>
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        mt="xs"
        onClick={() => onOpen(stuck[0]!.order_id)}
      >
        {t('tracking.attention.open-first')}
      </Button>
    </Alert>
  );
}

/** The line of a list row that says why the order needs attention. */
export function AttentionMark({ order }: { order: TOrderListItem }) {
  const { t } = useTranslation();
  if (!order.attention) return null;
  return (
    <Text size="xs" fw={700} c="orange.9" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <IconAlertTriangle size={14} aria-hidden />
      {t(`tracking.attention.reason.${order.attention.reason}`)}
    </Text>
  );
}
