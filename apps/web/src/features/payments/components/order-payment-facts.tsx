import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TOrderPayment } from '@rider-portal/domain/payments';
import { formatMoney } from '../../../shared/format/money';
import { formatClock, formatDayTime } from '../../../shared/format/time';
import { orderPaymentQueryOptions } from '../api/payment-calls';
import { brandLabelKey } from './card-brand';

const STATUS_COLOR: Record<TOrderPayment['status'], string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'blue',
};

/**
 * The order's card payment on the order screens: its status, the card, the amount
 * charged and every refund with its state (a refused one says when it is tried again). Nothing
 * when the order was not paid by card.
 */
export function OrderPaymentFacts({
  order,
  country,
  timeZone,
}: {
  order: { order_id: string; vendor_id: string; updated_at: string };
  country: TCountryCode;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const query = useQuery(orderPaymentQueryOptions(order));
  if (query.isPending) return <Skeleton h={40} radius="sm" />;
  const payment = query.data;
  if (!payment) return null;
  const money = (minor: number) => formatMoney(minor, country, i18n.language);
  return (
    <Stack gap={6} data-testid="order-card-payment">
      <Group gap="xs" wrap="wrap">
        <IconCreditCard size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('payment.order.title')}
        </Text>
        <Badge color={STATUS_COLOR[payment.status]} variant="light">
          {t(`payment.order.status.${payment.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {payment.card
          ? t('payment.order.summary', {
              amount: money(payment.amount),
              card: t('payment.card.saved-label', {
                brand: t(brandLabelKey(payment.card.brand)),
                last4: payment.card.last_four,
              }),
            })
          : money(payment.amount)}
      </Text>
      {payment.failure_key ? (
        <Text size="sm" c="red.8">
          {t(payment.failure_key)}
        </Text>
      ) : null}
      {payment.refunds.map((refund) => (
        <Group key={refund.refund_id} gap="xs" wrap="nowrap" align="flex-start">
          <IconReceiptRefund size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" data-testid="order-refund">
            {refund.status === 'pending' && refund.next_attempt_at
              ? // Refused so far: it is tried again by itself (the server's refund retries).
                t('payment.order.refund.retrying', {
                  amount: money(refund.amount),
                  time: formatClock(refund.next_attempt_at, timeZone, i18n.language),
                })
              : t(`payment.order.refund.${refund.status}`, {
                  amount: money(refund.amount),
                  date: formatDayTime(refund.created_at, timeZone, i18n.language),
                })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
