import type { ReactNode } from 'react';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECK_LOOP_MS } from '@rider-portal/domain/constants';
import { getMarket } from '@rider-portal/domain/markets';
import type { TPublicTracking } from '@rider-portal/domain/public-tracking';
import { TERMINAL_STATUSES } from '@rider-portal/domain/statuses';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatDayTime } from '../../../shared/format/time';
import { OrderStatusChip } from '../../../shared/orders/order-status-chip';
import { useNow } from '../../../shared/time/use-now';
import { DetailSection, Fact, SectionHeadingLevel } from '../../../shared/orders/detail-section';
import { OrderMap } from '../../../shared/orders/order-map';
import { RiderSection } from '../../../shared/orders/rider-section';
import { StatusTimeline } from '../../../shared/orders/status-timeline';
import { TrackingStatus } from '../../../shared/orders/tracking-status';
import classes from './tracking-layout.module.css';

// The map's height by the screen's width, in CSS (tracking-layout.module.css): a page the server
// rendered has it right on its first paint, where a media query read by the app
// changed it once the app ran.
const MAP_HEIGHT_VARIABLE = '--rp-tracking-map-height';

/** The page's width and heading, shared by the loaded page, its skeleton and its empty state. */
export function TrackingMain({
  title,
  size = 'lg',
  children,
}: {
  title: ReactNode;
  size?: 'sm' | 'lg';
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} component="main">
      <Stack gap="md">
        {title}
        {children}
      </Stack>
    </Container>
  );
}

/** A skeleton of the loaded page: status card, map and details where they will be. */
export function TrackingSkeleton({ title }: { title: string }) {
  return (
    <TrackingMain
      title={
        <Title order={1} size="h2">
          {title}
        </Title>
      }
    >
      <div className={classes.layout} aria-busy="true">
        <Skeleton className={classes.status} h={96} radius="md" />
        <Skeleton className={classes.map} h={360} radius="md" />
        <Stack className={classes.details} gap="md">
          <Skeleton h={120} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      </div>
    </TrackingMain>
  );
}

/**
 * 001 §2 public tracking (UX.md): the status and its ETA, the map with pickup, drop-off and the
 * moving rider, the rider's first name and vehicle, the two addresses and the status timeline.
 * The sender's page adds its sections (`children`) before the timeline.
 */
export function TrackingLayout({
  title,
  tracking,
  addresses,
  children,
}: {
  title: string;
  tracking: TPublicTracking;
  /** The addresses card; the public page's shows the two street addresses only. */
  addresses?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const config = usePortalConfig();
  const timeZone = getMarket(config.country).timeZone;
  const now = useNow(CHECK_LOOP_MS);
  const isOpen = !TERMINAL_STATUSES.has(tracking.status);
  const hasRiderSection = tracking.rider !== null || isOpen;
  return (
    <TrackingMain
      title={
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{title}</bdi>
            </Title>
            <OrderStatusChip order={tracking} now={now} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {tracking.vendor_name
              ? t('public-tracking.placed-at', {
                  vendor: tracking.vendor_name,
                  time: formatDayTime(tracking.created_at, timeZone, i18n.language),
                })
              : t('public-tracking.placed', {
                  time: formatDayTime(tracking.created_at, timeZone, i18n.language),
                })}
          </Text>
        </Stack>
      }
    >
      <div className={classes.layout}>
        <Stack className={classes.status} gap={6}>
          {/* A guest's order (no vendor collects it) is a parcel a person sends. */}
          <TrackingStatus
            order={tracking}
            now={now}
            kind={tracking.vendor_name === null ? 'parcel' : 'order'}
          />
          {isOpen ? (
            <Text size="xs" c="dimmed">
              {t('public-tracking.live-hint')}
            </Text>
          ) : null}
        </Stack>
        <div className={classes.map}>
          <OrderMap
            order={tracking}
            pickup={tracking.pickup}
            dropoff={tracking.dropoff}
            rider={tracking.rider}
            height={`var(${MAP_HEIGHT_VARIABLE})`}
            now={now}
            timeZone={timeZone}
          />
        </div>
        <Stack className={classes.details} gap="md">
          {/* The page's h1 is the order: its sections are h2. */}
          <SectionHeadingLevel.Provider value={2}>
            {hasRiderSection ? (
              <RiderSection rider={tracking.rider} polled={null} timeZone={timeZone} />
            ) : null}
            {addresses ?? (
              <DetailSection
                title={t('public-tracking.section.addresses')}
                icon={<IconMapPin size={20} aria-hidden />}
              >
                <Fact label={t('order-detail.field.pickup')}>{tracking.pickup.address}</Fact>
                <Fact label={t('order-detail.field.dropoff')}>{tracking.dropoff.address}</Fact>
              </DetailSection>
            )}
            {children}
            <StatusTimeline order={tracking} timeZone={timeZone} />
          </SectionHeadingLevel.Provider>
        </Stack>
      </div>
    </TrackingMain>
  );
}
