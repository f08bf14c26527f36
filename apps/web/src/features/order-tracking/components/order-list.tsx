import { Badge, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { groupColor } from '../../../shared/orders/status-label';
import { groupOrders, matchesSearch } from '../order-groups';
import { OrderRow } from './order-row';

/** 001 §2: the search box and the grouped list, with counts. */
export function OrderList({
  orders,
  now,
  timeZone,
  selectedId,
  onSelect,
  isShowingVendor,
  search,
  onSearch,
}: {
  orders: readonly TOrderView[];
  now: number;
  timeZone: string;
  selectedId: string | null;
  onSelect: (orderId: string) => void;
  isShowingVendor: boolean;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const groups = useMemo(
    () =>
      groupOrders(
        orders.filter((o) => matchesSearch(o, search)),
        now,
      ),
    [orders, search, now],
  );
  const shown = groups.filter((g) => g.orders.length > 0);
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton
              size="sm"
              aria-label={t('tracking.search.clear')}
              onClick={() => onSearch('')}
            />
          ) : null
        }
        aria-label={t('tracking.search.label')}
        placeholder={t('tracking.search.placeholder')}
      />
      <Group gap={6} aria-label={t('tracking.groups.label')} role="group">
        {groups.map(({ group, orders: inGroup }) => (
          <Badge
            key={group}
            variant={inGroup.length > 0 ? 'light' : 'outline'}
            color={inGroup.length > 0 ? groupColor(group) : 'gray'}
            radius="sm"
          >
            {t(`tracking.group.${group}`)} · {inGroup.length}
          </Badge>
        ))}
      </Group>
      {search && shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('tracking.search.empty', { query: search.trim() })}
        </Text>
      ) : null}
      {shown.map(({ group, orders: inGroup }) => (
        <Stack key={group} gap="xs" component="section" aria-label={t(`tracking.group.${group}`)}>
          <Group gap="xs">
            <Title order={2} size="h6" tt="uppercase" c="dimmed" style={{ letterSpacing: 0.4 }}>
              {t(`tracking.group.${group}`)}
            </Title>
            <Badge size="sm" variant="light" color={groupColor(group)}>
              {inGroup.length}
            </Badge>
          </Group>
          {inGroup.map((order) => (
            <OrderRow
              key={order.order_id}
              order={order}
              now={now}
              timeZone={timeZone}
              isSelected={order.order_id === selectedId}
              isShowingVendor={isShowingVendor}
              onSelect={onSelect}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
