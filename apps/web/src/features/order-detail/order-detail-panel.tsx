import { ActionIcon, Alert, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECK_LOOP_MS } from '@rider-portal/domain/constants';
import { getMarket } from '@rider-portal/domain/markets';
import type {
  TOrderListItem,
  TOrderRiderView,
  TOrderView,
  TRiderAnswerView,
} from '@rider-portal/domain/order-view';
import { hasNothingToCancel } from '@rider-portal/domain/cancellation';
import { TERMINAL_STATUSES } from '@rider-portal/domain/statuses';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { OrderStatusChip } from '../../shared/orders/order-status-chip';
import { useNow } from '../../shared/time/use-now';
import { useOrder } from './api/get-order';
import { useRider } from './api/get-rider';
import { CancelAction } from './components/cancel-action';
import { CustomerMessagesSection } from './components/customer-messages-section';
import { OrderFacts } from './components/order-facts';
import { OrderMap } from '../../shared/orders/order-map';
import { ProofsSection } from './components/proofs-section';
import { RiderSection } from '../../shared/orders/rider-section';
import { ShareTrackingLink } from './components/share-tracking-link';
import { StatusTimeline } from '../../shared/orders/status-timeline';
import { TrackingStatus } from '../../shared/orders/tracking-status';

function riderTime(rider: { updated_at: string } | null | undefined): number {
  return rider ? Date.parse(rider.updated_at) : Number.NEGATIVE_INFINITY;
}

/**
 * The order as the screen shows it: the newest rider position and ETAs of the live order and the
 * 2-second rider poll.
 */
function withNewestRider(
  order: TOrderView,
  polled: TRiderAnswerView | undefined,
): { order: TOrderView; rider: TOrderRiderView | null } {
  if (!polled?.rider || riderTime(polled.rider) <= riderTime(order.rider)) {
    return { order, rider: order.rider };
  }
  const { name, vehicle, lat, lng, heading, updated_at } = polled.rider;
  return {
    order: { ...order, eta_pickup_at: polled.eta.pickup_at, eta_dropoff_at: polled.eta.dropoff_at },
    rider: { name, vehicle, lat, lng, heading, updated_at },
  };
}

/**
 * 001 §2 order detail: the map with the moving rider, the tracking message and ETA, the cancel
 * dialog, rider, customer, order and payment details, the status history and the proofs. Used
 * by order tracking beside the list (desktop) or full screen (phone), and by the history.
 */
export function OrderDetailPanel({
  orderId,
  listed,
  onClose,
  isFullScreen = false,
}: {
  orderId: string;
  /** The order as the list that opened it shows it: its status chip shows while the rest loads. */
  listed?: TOrderListItem;
  onClose: () => void;
  isFullScreen?: boolean;
}) {
  const { t } = useTranslation();
  const config = usePortalConfig();
  const timeZone = getMarket(config.country).timeZone;
  const now = useNow(CHECK_LOOP_MS);
  const query = useOrder(orderId, listed?.vendor_id);
  const chipOrder = query.data ?? listed;
  const riderQuery = useRider(orderId, query.data?.status);

  const header = (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {isFullScreen ? (
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onClose}
            aria-label={t('order-detail.back')}
          >
            <IconArrowLeft size={22} className="rp-flip-rtl" />
          </ActionIcon>
        ) : null}
        <Title order={2} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('order-detail.title', { orderId })}
        </Title>
        {chipOrder ? <OrderStatusChip order={chipOrder} now={now} /> : null}
      </Group>
      {isFullScreen ? null : (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onClose}
          aria-label={t('order-detail.close')}
        >
          <IconX size={20} />
        </ActionIcon>
      )}
    </Group>
  );

  if (!query.data) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="md" aria-busy={query.isPending}>
        {header}
        {query.isError ? (
          <Alert color="red">
            {t(isMissing ? 'order-detail.not-found' : 'order-detail.load-failed')}
          </Alert>
        ) : (
          <>
            <Skeleton h={240} radius="md" />
            <Skeleton h={72} radius="md" />
            <Skeleton h={160} radius="md" />
          </>
        )}
      </Stack>
    );
  }

  const { order, rider } = withNewestRider(query.data, riderQuery.data);
  const hasRiderSection = rider !== null || !TERMINAL_STATUSES.has(order.status);

  return (
    <Stack gap="md">
      {header}
      <OrderMap
        order={order}
        pickup={order.pickup}
        dropoff={order.customer.location}
        rider={rider}
        height={isFullScreen ? 260 : 320}
        now={now}
        timeZone={timeZone}
      />
      {/* A guest's order (it has a sender) is a parcel a person sends. */}
      <TrackingStatus order={order} now={now} kind={order.sender ? 'parcel' : 'order'} />
      {order.attention ? (
        // Issue 21: why the order is stuck, beside what can be done about it (cancel, call).
        <Alert
          color="orange"
          variant="light"
          role="status"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t(`tracking.attention.reason.${order.attention.reason}`)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: hasNothingToCancel(order.status) ? 1 : 2 }} spacing="sm">
        <ShareTrackingLink order={order} />
        <CancelAction order={order} now={now} timeZone={timeZone} />
      </SimpleGrid>
      {hasRiderSection ? (
        <RiderSection rider={rider} polled={riderQuery.data?.rider ?? null} timeZone={timeZone} />
      ) : null}
      <OrderFacts order={order} country={config.country} timeZone={timeZone} />
      <StatusTimeline order={order} timeZone={timeZone} />
      <CustomerMessagesSection order={order} timeZone={timeZone} />
      <ProofsSection order={order} timeZone={timeZone} />
    </Stack>
  );
}
