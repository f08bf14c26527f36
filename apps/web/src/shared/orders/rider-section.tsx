import { Group, Text } from '@mantine/core';
import { IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderRiderView, TRiderAnswerView } from '@rider-portal/domain/order-view';
import { formatClock } from '../format/time';
import { DetailSection, Fact } from './detail-section';

const VEHICLE_KEYS: Record<string, string> = {
  motorbike: 'order.vehicle.motorbike',
  scooter: 'order.vehicle.scooter',
  bicycle: 'order.vehicle.bicycle',
  car: 'order.vehicle.car',
};

/**
 * 001 §2 "rider details": name, vehicle, masked phone and the time of the newest position (`rider`);
 * the rider poll (`polled`) adds the phone and the full name.
 */
export function RiderSection({
  rider,
  polled,
  timeZone,
}: {
  rider: TOrderRiderView | null;
  polled: TRiderAnswerView['rider'] | null;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const shown = rider ?? polled;
  return (
    <DetailSection
      title={t('order-detail.section.rider')}
      icon={<IconMotorbike size={20} aria-hidden />}
    >
      {shown ? (
        <>
          <Fact label={t('order-detail.field.name')}>{polled?.name ?? shown.name}</Fact>
          <Fact label={t('order-detail.field.vehicle')}>
            {VEHICLE_KEYS[shown.vehicle] ? t(VEHICLE_KEYS[shown.vehicle]!) : shown.vehicle}
          </Fact>
          {polled?.phone ? (
            <Fact label={t('order-detail.field.phone')}>
              <span dir="ltr">{polled.phone}</span>
            </Fact>
          ) : null}
          <Fact label={t('order-detail.field.position-at')}>
            {formatClock(shown.updated_at, timeZone, i18n.language)}
          </Fact>
        </>
      ) : (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('order-detail.rider.none')}
          </Text>
        </Group>
      )}
    </DetailSection>
  );
}
