import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconHistory,
  IconPlayerPlay,
  IconRefresh,
  IconSearch,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type {
  TApiClientView,
  TWebhookDelivery,
  TWebhookState,
} from '@rider-portal/domain/api/integrations';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { formatDayTime } from '../../../shared/format/time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ResponsiveList, type TListColumn } from '../../../shared/ui/responsive-list';
import {
  useDeliveryActions,
  useWebhookDeliveries,
  type TDeliveryFilters,
} from '../api/webhook-deliveries';
import { useNotices } from '../use-notices';
import { DeliveryAttempts, HttpStatus } from './delivery-attempts';
import { ListSkeleton, LoadFailed } from './load-states';
import { ReplayFailedDialog } from './replay-failed-dialog';

const STATE_COLORS: Record<TWebhookState, string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

function StateBadge({ state }: { state: TWebhookState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light" radius="sm">
      {t(`integrations.deliveries.state.${state}`)}
    </Badge>
  );
}

/** The client's webhook delivery log, its filters, and replaying and testing deliveries. */
export function DeliveriesTab({
  client,
  timeZone,
  filters,
  onFilters,
}: {
  client: TApiClientView;
  timeZone: string;
  filters: TDeliveryFilters;
  onFilters: (change: Partial<TDeliveryFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const notices = useNotices();
  const [orderInput, setOrderInput] = useState(filters.orderId);
  const [debouncedOrder] = useDebouncedValue(orderInput, 400);
  const [openDelivery, setOpenDelivery] = useState<TWebhookDelivery | null>(null);
  const [isReplayFailedOpen, setReplayFailedOpen] = useState(false);
  const log = useWebhookDeliveries(client.vendor_id, client.client_id, filters);
  const actions = useDeliveryActions(client.vendor_id, client.client_id);
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const isUsable = client.revoked_at === null && client.callback_url !== null;

  useEffect(() => {
    if (debouncedOrder.trim() !== filters.orderId) onFilters({ orderId: debouncedOrder.trim() });
  }, [debouncedOrder, filters.orderId, onFilters]);

  const at = (iso: string) => formatDayTime(iso, timeZone, i18n.language);
  const last = (delivery: TWebhookDelivery) => delivery.attempt_log.at(-1) ?? null;
  const eventLabel = (delivery: TWebhookDelivery) =>
    delivery.event === 'test' ? t('integrations.deliveries.event.test') : delivery.status;
  const excerpt = (delivery: TWebhookDelivery) => (
    <Anchor component="button" type="button" size="sm" onClick={() => setOpenDelivery(delivery)}>
      {t('integrations.deliveries.attempts', { count: delivery.attempt_log.length })}
    </Anchor>
  );
  const replayButton = (delivery: TWebhookDelivery) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={actions.replay.isPending && actions.replay.variables === delivery.id}
      disabled={client.revoked_at !== null}
      aria-label={t('integrations.deliveries.replay-named', { id: delivery.id })}
      onClick={() =>
        actions.replay.mutate(delivery.id, {
          onSuccess: () => notices.success(t('integrations.deliveries.replayed')),
          onError: notices.failure,
        })
      }
    >
      {t('integrations.deliveries.replay')}
    </Button>
  );
  const latency = (delivery: TWebhookDelivery) => {
    const attempt = last(delivery);
    return attempt ? t('integrations.deliveries.ms', { ms: attempt.latency_ms }) : '—';
  };
  const responseText = (delivery: TWebhookDelivery) => (
    <Text size="xs" ff="monospace" dir="ltr" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {last(delivery)?.response_excerpt ?? ''}
    </Text>
  );

  const columns: TListColumn[] = [
    { key: 'time', header: t('integrations.deliveries.time') },
    { key: 'event', header: t('integrations.deliveries.event') },
    { key: 'order', header: t('integrations.deliveries.order') },
    { key: 'state', header: t('integrations.deliveries.state') },
    { key: 'http', header: t('integrations.deliveries.http') },
    { key: 'latency', header: t('integrations.deliveries.latency'), align: 'end' },
    { key: 'response', header: t('integrations.deliveries.response') },
    { key: 'actions', header: t('integrations.deliveries.actions'), align: 'end' },
  ];

  let body;
  if (log.isPending) body = <ListSkeleton rowHeight={40} />;
  else if (log.isError) {
    body = <LoadFailed error={log.error} onRetry={() => void log.refetch()} />;
  } else if (deliveries.length === 0) {
    body = (
      <EmptyState icon={<IconHistory size={30} />} title={t('integrations.deliveries.empty.title')}>
        {t(
          filters.orderId || filters.state
            ? 'integrations.deliveries.empty.filtered'
            : 'integrations.deliveries.empty.body',
        )}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm">
        <ResponsiveList
          items={deliveries}
          itemKey={(delivery) => String(delivery.id)}
          label={t('integrations.deliveries.label')}
          wideFrom="62em"
          tableMinWidth={960}
          columns={columns}
          cells={(delivery) => (
            <>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{at(delivery.changed_at)}</Table.Td>
              <Table.Td>{eventLabel(delivery)}</Table.Td>
              <Table.Td ff="monospace" dir="ltr">
                {delivery.order_id ?? '—'}
              </Table.Td>
              <Table.Td>
                <StateBadge state={delivery.state} />
              </Table.Td>
              <Table.Td>
                <HttpStatus status={delivery.last_http_status} />
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {latency(delivery)}
              </Table.Td>
              <Table.Td maw={260}>
                <Stack gap={2} align="flex-start">
                  {responseText(delivery)}
                  {excerpt(delivery)}
                </Stack>
              </Table.Td>
              <Table.Td ta="end">{replayButton(delivery)}</Table.Td>
            </>
          )}
          card={(delivery) => (
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {eventLabel(delivery)}
                </Text>
                <StateBadge state={delivery.state} />
              </Group>
              <Text size="xs" c="dimmed">
                {at(delivery.changed_at)}
                {delivery.order_id ? ` · ${delivery.order_id}` : ''}
              </Text>
              <Group gap="xs">
                <HttpStatus status={delivery.last_http_status} />
                <Text size="sm" c="dimmed">
                  {latency(delivery)}
                </Text>
              </Group>
              {responseText(delivery)}
              <Group justify="space-between" gap="xs">
                {excerpt(delivery)}
                {replayButton(delivery)}
              </Group>
            </Stack>
          )}
        />
        {log.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="light"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
            >
              {t('integrations.show-more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {!isUsable && client.revoked_at === null ? (
        <Alert color="yellow" variant="light">
          {t(ERROR_KEYS.integrationNoCallback)}
        </Alert>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('integrations.deliveries.filter-order')}
            placeholder="V1000-42"
            value={orderInput}
            onChange={(event) => setOrderInput(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            // Order numbers read left to right in a right-to-left page too.
            styles={{ input: { unicodeBidi: 'plaintext' } }}
            w={{ base: '100%', xs: 200 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="delivery-state-label">
              {t('integrations.deliveries.filter-state')}
            </Text>
            <SegmentedControl
              aria-labelledby="delivery-state-label"
              value={filters.state ?? 'all'}
              onChange={(value) =>
                onFilters({ state: value === 'all' ? null : (value as TWebhookState) })
              }
              data={[
                { value: 'all', label: t('integrations.deliveries.state.all') },
                { value: 'pending', label: t('integrations.deliveries.state.pending') },
                { value: 'delivered', label: t('integrations.deliveries.state.delivered') },
                { value: 'failed', label: t('integrations.deliveries.state.failed') },
              ]}
            />
          </Stack>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => setReplayFailedOpen(true)}
            disabled={!isUsable}
          >
            {t('integrations.deliveries.replay-failed')}
          </Button>
          <Button
            leftSection={<IconSend size={16} />}
            loading={actions.sendTest.isPending}
            disabled={!isUsable}
            onClick={() =>
              actions.sendTest.mutate(undefined, {
                onSuccess: () => notices.success(t('integrations.deliveries.test-sent')),
                onError: notices.failure,
              })
            }
          >
            {t('integrations.deliveries.send-test')}
          </Button>
        </Group>
      </Group>
      {body}
      <DeliveryAttempts
        delivery={openDelivery}
        timeZone={timeZone}
        onClose={() => setOpenDelivery(null)}
      />
      <ReplayFailedDialog
        opened={isReplayFailedOpen}
        isPending={actions.replayFailed.isPending}
        onClose={() => setReplayFailedOpen(false)}
        onReplay={(since) =>
          actions.replayFailed.mutate(since, {
            onSuccess: (count) => {
              notices.success(t('integrations.deliveries.replayed-failed', { count }));
              setReplayFailedOpen(false);
            },
            onError: notices.failure,
          })
        }
      />
    </Stack>
  );
}
