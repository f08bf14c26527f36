import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarTime, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderRiderView, TOrderView } from '@rider-portal/domain/order-view';
import { MAP_HIDDEN_STATUSES, TERMINAL_STATUSES } from '@rider-portal/domain/statuses';
import { usePortalConfig } from '../config/config-context';
import { formatDayTime } from '../format/time';
import { LazyMapView } from '../map/lazy-map-view';
import type { TMapMarker } from '../map/map-types';

type TMapPoint = { latitude: number; longitude: number };

/**
 * 001 §2: pickup, drop-off and the moving rider; hidden for NEW, RECEIVED and
 * WAITING_FOR_TRANSPORT, where a card says a rider is being found. Used by the order detail and
 * the public tracking pages, which name the two points themselves.
 */
export function OrderMap({
  order,
  pickup: pickupPoint,
  dropoff: dropoffPoint,
  rider,
  height,
  now,
  timeZone,
}: {
  order: Pick<TOrderView, 'order_id' | 'status' | 'preordered_for'>;
  pickup: TMapPoint;
  dropoff: TMapPoint;
  rider: TOrderRiderView | null;
  /** Pixels, or a CSS length (the public page's depends on the screen: see tracking-layout). */
  height: number | string;
  now: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const { tileUrl } = usePortalConfig();
  if (MAP_HIDDEN_STATUSES.has(order.status)) {
    const isScheduled = order.preordered_for !== null && order.preordered_for * 1000 > now;
    return (
      <Paper
        radius="md"
        p="lg"
        bg="gray.0"
        h={typeof height === 'number' ? Math.min(height, 160) : 160}
        data-testid="map-hidden"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Stack align="center" gap={6} ta="center">
          <ThemeIcon variant="light" radius="xl" size={44} aria-hidden>
            {isScheduled ? <IconCalendarTime size={24} /> : <IconSearch size={24} />}
          </ThemeIcon>
          <Text fw={700}>
            {t(isScheduled ? 'tracking.map.scheduled.title' : 'tracking.map.hidden.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {isScheduled
              ? t('tracking.map.scheduled.body', {
                  time: formatDayTime(order.preordered_for! * 1000, timeZone, i18n.language),
                })
              : t('tracking.map.hidden.body')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const pickup = { lat: pickupPoint.latitude, lng: pickupPoint.longitude };
  const dropoff = { lat: dropoffPoint.latitude, lng: dropoffPoint.longitude };
  const markers: TMapMarker[] = [
    { id: 'pickup', kind: 'pickup', position: pickup, label: t('tracking.map.pickup') },
    { id: 'dropoff', kind: 'dropoff', position: dropoff, label: t('tracking.map.dropoff') },
  ];
  if (rider && !TERMINAL_STATUSES.has(order.status)) {
    markers.push({
      id: 'rider',
      kind: 'rider',
      position: { lat: rider.lat, lng: rider.lng },
      heading: rider.heading,
      vehicle: rider.vehicle,
      label: t('tracking.map.rider', { name: rider.name }),
    });
  }
  return (
    <LazyMapView
      markers={markers}
      lines={[[pickup, dropoff]]}
      tileUrl={tileUrl}
      label={t('tracking.map.label', { orderId: order.order_id })}
      height={height}
      fitKey={order.order_id}
    />
  );
}
