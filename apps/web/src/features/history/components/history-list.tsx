import { Anchor, Badge, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { listGroup } from '@rider-portal/domain/statuses';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { formatDayTime } from '../../../shared/format/time';
import { formatMoney } from '../../../shared/format/money';
import { groupColor, statusLabelKey } from '../../../shared/orders/status-label';

type TListProps = {
  orders: TOrderView[];
  timeZone: string;
  country: TCountryCode;
  isShowingVendor: boolean;
  isReceiptOn: boolean;
  onOpen: (order: TOrderView) => void;
};

function OrderButton({
  order,
  onOpen,
}: {
  order: TOrderView;
  onOpen: (order: TOrderView) => void;
}) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      onClick={() => onOpen(order)}
      aria-label={t('history.open-order', { orderId: order.order_id })}
    >
      {order.order_id}
    </Anchor>
  );
}

function useRow(order: TOrderView, props: TListProps) {
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

function ReceiptLink({ order }: { order: TOrderView }) {
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

function TableRow({ order, props }: { order: TOrderView; props: TListProps }) {
  const row = useRow(order, props);
  return (
    <Table.Tr>
      <Table.Td>
        <OrderButton order={order} onOpen={props.onOpen} />
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
    </Table.Tr>
  );
}

function OrderCard({ order, props }: { order: TOrderView; props: TListProps }) {
  const row = useRow(order, props);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <OrderButton order={order} onOpen={props.onOpen} />
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
    </Card>
  );
}

/** UX.md "History": a dense table with a sticky header on desktop, cards on phones. */
export function HistoryList(props: TListProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!isWide) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('history.orders')}
      >
        {props.orders.map((order) => (
          <OrderCard key={order.order_id} order={order} props={props} />
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={820} maxHeight="70vh">
        <Table
          stickyHeader
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          aria-label={t('history.orders')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.column.order')}</Table.Th>
              <Table.Th>{t('history.column.created')}</Table.Th>
              {props.isShowingVendor ? <Table.Th>{t('history.column.vendor')}</Table.Th> : null}
              <Table.Th>{t('history.column.customer')}</Table.Th>
              <Table.Th>{t('history.column.drop-off')}</Table.Th>
              <Table.Th>{t('history.column.status')}</Table.Th>
              <Table.Th ta="end">{t('history.column.fee')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('history.column.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.orders.map((order) => (
              <TableRow key={order.order_id} order={order} props={props} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
