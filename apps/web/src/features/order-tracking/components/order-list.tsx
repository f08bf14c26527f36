import { Badge, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import type { TListGroup } from '@rider-portal/domain/statuses';
import { groupColor } from '../../../shared/orders/status-label';
import { groupOrders, matchesSearch } from '../order-groups';
import { OrderRow } from './order-row';

/**
 * 001 §2: the search box and the grouped list, with counts. The group chips above the list filter
 * it to one group (they looked like filters and did nothing); the chosen one again, or
 * "show all", brings every group back.
 */
export function OrderList({
  orders,
  now,
  timeZone,
  selectedId,
  onSelect,
  onIntent,
  search,
  onSearch,
  groupFilter,
  onGroupFilter,
}: {
  orders: readonly TOrderListItem[];
  now: number;
  timeZone: string;
  selectedId: string | null;
  onSelect: (orderId: string) => void;
  /** A row the person is about to open (pointer over it, or focused): load its detail. */
  onIntent?: (order: TOrderListItem) => void;
  search: string;
  onSearch: (search: string) => void;
  groupFilter: TListGroup | null;
  onGroupFilter: (group: TListGroup | null) => void;
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
  const shown = groups.filter(
    (g) => g.orders.length > 0 && (groupFilter === null || g.group === groupFilter),
  );
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
        {groups.map(({ group, orders: inGroup }) => {
          const isOn = groupFilter === group;
          return (
            <Button
              key={group}
              size="compact-sm"
              radius="xl"
              variant={isOn ? 'filled' : inGroup.length > 0 ? 'light' : 'default'}
              color={inGroup.length > 0 || isOn ? groupColor(group) : 'gray'}
              aria-pressed={isOn}
              disabled={inGroup.length === 0 && !isOn}
              onClick={() => onGroupFilter(isOn ? null : group)}
            >
              {t(`tracking.group.${group}`)} · {inGroup.length}
            </Button>
          );
        })}
      </Group>
      {search && shown.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('tracking.search.empty', { query: search.trim() })}
        </Text>
      ) : null}
      {!search && groupFilter !== null && shown.length === 0 ? (
        <Stack gap="xs" align="center" py="lg">
          <Text c="dimmed" size="sm" ta="center">
            {t('tracking.group.filter-empty', { group: t(`tracking.group.${groupFilter}`) })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onGroupFilter(null)}>
            {t('tracking.group.show-all')}
          </Button>
        </Stack>
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
              onSelect={onSelect}
              onIntent={onIntent}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
