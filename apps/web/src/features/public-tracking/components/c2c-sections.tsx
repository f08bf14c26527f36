import { Anchor, Badge, Stack } from '@mantine/core';
import { IconMapPin, IconPackage, IconUser, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderPaymentStatus } from '@rider-portal/domain/payments';
import type { TC2cTracking } from '@rider-portal/domain/public-tracking';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatMoney } from '../../../shared/format/money';
import { DetailSection, Fact } from '../../../shared/orders/detail-section';

const PAYMENT_METHOD_KEYS: Record<string, string> = {
  NONE: 'order.payment-method.none',
  PAID: 'order.payment-method.paid',
  CASH_ON_DELIVERY: 'order.payment-method.cash-on-delivery',
  PAYMENT_ON_DELIVERY: 'order.payment-method.payment-on-delivery',
};

const PAYMENT_STATUS_COLORS: Record<TOrderPaymentStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'blue',
};

function Phone({ value }: { value: string }) {
  if (!value) return null;
  return (
    <Anchor href={`tel:${value}`} size="sm" dir="ltr">
      {value}
    </Anchor>
  );
}

function joinAddress(parts: string[]): string {
  return parts.filter((p) => p.trim() !== '').join(', ');
}

/** Both addresses with unit, building and the notes for the rider (001 §1 "addresses"). */
export function C2cAddresses({ tracking }: { tracking: TC2cTracking }) {
  const { t } = useTranslation();
  const { pickup, dropoff } = tracking;
  return (
    <DetailSection
      title={t('public-tracking.section.addresses')}
      icon={<IconMapPin size={20} aria-hidden />}
    >
      {[
        { key: 'pickup', label: t('order-detail.field.pickup'), point: pickup },
        { key: 'dropoff', label: t('order-detail.field.dropoff'), point: dropoff },
      ].map(({ key, label, point }) => (
        <Stack key={key} gap={2}>
          <Fact label={label}>{joinAddress([point.unit, point.building, point.address])}</Fact>
          <Fact label={t('order-detail.field.notes')}>{point.notes}</Fact>
        </Stack>
      ))}
    </DetailSection>
  );
}

/** Sender, receiver, the parcel and its payment (001 §1 "individual senders"). */
export function C2cDetails({ tracking }: { tracking: TC2cTracking }) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const { sender, receiver, parcel, payment } = tracking;
  const method = payment.method;
  return (
    <>
      {sender ? (
        <DetailSection
          title={t('c2c-tracking.section.sender')}
          icon={<IconUserShare size={20} aria-hidden />}
        >
          <Fact label={t('order-detail.field.name')}>{sender.name}</Fact>
          <Fact label={t('order-detail.field.phone')}>
            {sender.phone_number ? <Phone value={sender.phone_number} /> : null}
          </Fact>
        </DetailSection>
      ) : null}
      <DetailSection
        title={t('c2c-tracking.section.receiver')}
        icon={<IconUser size={20} aria-hidden />}
      >
        <Fact label={t('order-detail.field.name')}>{receiver.name}</Fact>
        <Fact label={t('order-detail.field.phone')}>
          {receiver.phone_number ? <Phone value={receiver.phone_number} /> : null}
        </Fact>
      </DetailSection>
      <DetailSection
        title={t('c2c-tracking.section.parcel')}
        icon={<IconPackage size={20} aria-hidden />}
      >
        <Fact label={t('order-detail.field.order-id')}>
          <span dir="ltr">{tracking.order_id}</span>
        </Fact>
        <Fact label={t('order-detail.field.description')}>{parcel.description}</Fact>
        {parcel.cold_bag_needed ? (
          <Fact label={t('order-detail.field.cold-bag')}>{t('order-detail.yes')}</Fact>
        ) : null}
        {parcel.amount !== null ? (
          <Fact label={t('c2c-tracking.field.item-value')}>
            {formatMoney(parcel.amount, country, i18n.language)}
          </Fact>
        ) : null}
        <Fact label={t('order-detail.field.payment-method')}>
          {PAYMENT_METHOD_KEYS[method] ? t(PAYMENT_METHOD_KEYS[method]!) : method}
        </Fact>
        {payment.status ? (
          <Fact label={t('c2c-tracking.field.payment-status')}>
            <Badge color={PAYMENT_STATUS_COLORS[payment.status]} variant="light" component="span">
              {t(`payment.order.status.${payment.status}`)}
            </Badge>
          </Fact>
        ) : null}
      </DetailSection>
    </>
  );
}
