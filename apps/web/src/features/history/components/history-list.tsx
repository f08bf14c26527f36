import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { listGroup } from '@rider-portal/domain/statuses';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { formatDayTime } from '../../../shared/format/time';
import { formatMoney } from '../../../shared/format/money';
import { groupColor, statusLabelKey } from '../../../shared/orders/status-label';
import { ResponsiveList, type TListColumn } from '../../../shared/ui/responsive-list';
import { OrderNumber } from '../../../shared/orders/order-number';

type TListProps = {
  orders: TOrderListItem[];
  timeZone: string;
  country: TCountryCode;
  isShowingVendor: boolean;
  isReceiptOn: boolean;
  onOpen: (order: TOrderListItem) => void;
  /** A row the person is about to open (pointer over its button, or focused): load its detail. */
  onIntent?: (order: TOrderListItem) => void;
};

function OrderButton({
  order,
  onOpen,
  onIntent,
}: {
  order: TOrderListItem;
  onOpen: (order: TOrderListItem) => void;
  onIntent?: (order: TOrderListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      onClick={() => onOpen(order)}
      onPointerEnter={onIntent ? () => onIntent(order) : undefined}
      onFocus={onIntent ? () => onIntent(order) : undefined}
      aria-label={t('history.open-order', { orderId: order.order_id })}
    >
      <OrderNumber orderId={order.order_id} inherit />
    </Anchor>
  );
}

function useRow(order: TOrderListItem, props: TListProps) {
  const { t, i18n } = useTranslation();
  const group = listGroup({
    status: order.status,
    statusHistory: order.status_history,
    preorderedFor: order.preordered_for,
    now: Date.now(),
  });
  const fee = order.discounted_delivery_fee ?? order.delivery_fee;
  return {
    createdAt: formatDayTime(order.created_at, props.timeZone, i18n.language),
    status: (
      <Badge color={groupColor(group)} variant="light" radius="sm">
        {t(statusLabelKey(order.status, group))}
      </Badge>
    ),
    fee: formatMoney(fee, props.country, i18n.language),
    hasReceipt: props.isReceiptOn && order.status === 'DELIVERED',
  };
}

function ReceiptLink({ order }: { order: TOrderListItem }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={`/delivery-receipt/${encodeURIComponent(order.order_id)}`}
      size="sm"
      aria-label={t('history.receipt-of', { orderId: order.order_id })}
    >
      <Group gap={4} wrap="nowrap">
        <IconReceipt size={16} />
        {t('history.receipt')}
      </Group>
    </Anchor>
  );
}

function OrderCells({ order, props }: { order: TOrderListItem; props: TListProps }) {
  const row = useRow(order, props);
  return (
    <>
      <Table.Td>
        <OrderButton order={order} onOpen={props.onOpen} onIntent={props.onIntent} />
      </Table.Td>
      <Table.Td>{row.createdAt}</Table.Td>
      {props.isShowingVendor ? <Table.Td>{order.vendor_id}</Table.Td> : null}
      <Table.Td>{order.customer.name}</Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" truncate="end">
          {order.customer.location.address}
        </Text>
      </Table.Td>
      <Table.Td>{row.status}</Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {row.fee}
      </Table.Td>
      <Table.Td>{row.hasReceipt ? <ReceiptLink order={order} /> : null}</Table.Td>
    </>
  );
}

function OrderCard({ order, props }: { order: TOrderListItem; props: TListProps }) {
  const row = useRow(order, props);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <OrderButton order={order} onOpen={props.onOpen} onIntent={props.onIntent} />
        {row.status}
      </Group>
      <Text size="sm">{order.customer.name}</Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {order.customer.location.address}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {row.createdAt}
          {props.isShowingVendor ? ` · ${order.vendor_id}` : ''}
        </Text>
        <Text size="sm" fw={600}>
          {row.fee}
        </Text>
      </Group>
      {row.hasReceipt ? <ReceiptLink order={order} /> : null}
    </Stack>
  );
}

/** UX.md "History": a dense table with a sticky header on desktop, cards on phones. */
export function HistoryList(props: TListProps) {
  const { t } = useTranslation();
  const columns: TListColumn[] = [
    { key: 'order', header: t('history.column.order') },
    { key: 'created', header: t('history.column.created') },
    ...(props.isShowingVendor ? [{ key: 'vendor', header: t('history.column.vendor') }] : []),
    { key: 'customer', header: t('history.column.customer') },
    { key: 'drop-off', header: t('history.column.drop-off') },
    { key: 'status', header: t('history.column.status') },
    { key: 'fee', header: t('history.column.fee'), align: 'end' },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('history.column.actions')}</VisuallyHidden>,
    },
  ];
  return (
    <ResponsiveList
      items={props.orders}
      itemKey={(order) => order.order_id}
      label={t('history.orders')}
      wideFrom="48em"
      columns={columns}
      cells={(order) => <OrderCells order={order} props={props} />}
      card={(order) => <OrderCard order={order} props={props} />}
      tableMinWidth={820}
      tableMaxHeight="70vh"
    />
  );
}
