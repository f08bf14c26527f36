import { Anchor, Text } from '@mantine/core';
import { IconReceipt, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASONS,
  cancelReasonKey,
  type TCancelReason,
} from '@rider-portal/domain/cancel-reasons';
import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { formatMoney } from '../../../shared/format/money';
import { formatDayTime } from '../../../shared/format/time';
import { OrderNumber } from '../../../shared/orders/order-number';
import { OrderPaymentFacts } from '../../payments';
import { DetailSection, Fact } from '../../../shared/orders/detail-section';

const PAYMENT_METHOD_KEYS: Record<string, string> = {
  NONE: 'order.payment-method.none',
  PAID: 'order.payment-method.paid',
  CASH_ON_DELIVERY: 'order.payment-method.cash-on-delivery',
  PAYMENT_ON_DELIVERY: 'order.payment-method.payment-on-delivery',
};

function joinAddress(parts: (string | undefined)[]): string {
  return parts.filter((p) => p && p.trim() !== '').join(', ');
}

/** 001 §2 order detail: the customer, the order and its payment (with a card payment's state). */
export function OrderFacts({
  order,
  country,
  timeZone,
}: {
  order: TOrderView;
  country: TCountryCode;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, country, language);
  const location = order.customer.location;
  const method = order.order.payment_method;
  const reason = (CANCEL_REASONS as readonly string[]).includes(order.cancel_reason ?? '')
    ? (order.cancel_reason as TCancelReason)
    : null;
  return (
    <>
      <DetailSection
        title={t('order-detail.section.customer')}
        icon={<IconUser size={20} aria-hidden />}
      >
        <Fact label={t('order-detail.field.name')}>{order.customer.name}</Fact>
        <Fact label={t('order-detail.field.phone')}>
          <Anchor href={`tel:${order.customer.phone_number}`} size="sm" dir="ltr">
            {order.customer.phone_number}
          </Anchor>
        </Fact>
        <Fact label={t('order-detail.field.dropoff')}>
          {joinAddress([location.unit, location.building, location.address])}
        </Fact>
        <Fact label={t('order-detail.field.notes')}>{location.notes}</Fact>
        <Fact label={t('order-detail.field.pickup')}>{order.pickup.address}</Fact>
      </DetailSection>
      <DetailSection
        title={t('order-detail.section.order')}
        icon={<IconReceipt size={20} aria-hidden />}
      >
        <Fact label={t('order-detail.field.order-id')}>
          <OrderNumber orderId={order.order_id} inherit />
        </Fact>
        <Fact label={t('order-detail.field.placed')}>
          {formatDayTime(order.created_at, timeZone, language)}
        </Fact>
        {order.preordered_for !== null ? (
          <Fact label={t('order-detail.field.scheduled')}>
            {formatDayTime(order.preordered_for * 1000, timeZone, language)}
          </Fact>
        ) : null}
        <Fact label={t('order-detail.field.description')}>{order.order.description}</Fact>
        {order.order.cold_bag_needed ? (
          <Fact label={t('order-detail.field.cold-bag')}>{t('order-detail.yes')}</Fact>
        ) : null}
        {order.age_validation_required ? (
          <Text size="sm" fw={600} c="orange.8">
            {t('order-detail.age-check')}
          </Text>
        ) : null}
        {order.status === 'CANCELLED' && reason ? (
          <Fact label={t('order-detail.field.cancel-reason')}>{t(cancelReasonKey(reason))}</Fact>
        ) : null}
      </DetailSection>
      <DetailSection title={t('order-detail.section.payment')}>
        <Fact label={t('order-detail.field.payment-method')}>
          {PAYMENT_METHOD_KEYS[method] ? t(PAYMENT_METHOD_KEYS[method]!) : method}
        </Fact>
        {order.order.amount !== null ? (
          <Fact label={t('order-detail.field.amount')}>{money(order.order.amount)}</Fact>
        ) : null}
        <Fact label={t('order-detail.field.delivery-fee')}>{money(order.delivery_fee)}</Fact>
        {order.voucher ? (
          <Fact label={t('order-detail.field.voucher')}>{order.voucher.code}</Fact>
        ) : null}
        {order.discounted_delivery_fee !== null ? (
          <Fact label={t('order-detail.field.discounted-fee')}>
            {money(order.discounted_delivery_fee)}
          </Fact>
        ) : null}
        <Fact label={t('order-detail.field.vat-number')}>{order.vat_number}</Fact>
        <OrderPaymentFacts order={order} country={country} timeZone={timeZone} />
      </DetailSection>
    </>
  );
}
