import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getMarket } from '@rider-portal/domain/markets';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { useCurrentVendor } from '../vendors';
import { usePrefetchOrder } from '../order-detail';
import { usePortalConfig } from '../../shared/config/config-context';
import { useFlag } from '../../shared/flags/use-flag';
import { isApiError } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { useHistoryOrders, type THistoryQuery } from './api/get-history-orders';
import { ExportButton } from './components/export-button';
import { HistoryFilters } from './components/history-filters';
import { HistoryList } from './components/history-list';
import { OrderDetailDrawer } from './components/order-detail-drawer';
import { SearchBox } from './components/search-box';
import { useHistoryFilters } from './hooks/use-history-filters';

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={40} radius="sm" />
      ))}
    </Stack>
  );
}

/** /history[/:vendorId]: past orders with filters, search, show more and export (001 §2). */
export function HistoryPage() {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  const { timeZone } = getMarket(country);
  // The presets are computed once per visit: "yesterday" is the market's yesterday when opened.
  const [now] = useState(() => Date.now());
  const { filters, change } = useHistoryFilters(now, timeZone);
  const { vendorId, isIncludingAllOutlets } = useCurrentVendor();
  const isReceiptOn = useFlag('delivery-receipt');
  const [openOrder, setOpenOrder] = useState<TOrderListItem | null>(null);
  const prefetchOrder = usePrefetchOrder();

  const query: THistoryQuery | null =
    vendorId && filters.range
      ? {
          vendorId,
          isIncludingOutlets: isIncludingAllOutlets,
          range: filters.range,
          status: filters.status,
          search: filters.search,
        }
      : null;
  const list = useHistoryOrders(query);
  const orders = list.data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (filters.isEndBeforeStart) body = null;
  else if (list.isPending) body = <ListSkeleton />;
  else if (list.isError) {
    const key = isApiError(list.error) ? list.error.translationKey : null;
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('orders.past-load-failed')}
            {key && key !== 'orders.past-load-failed' ? ` ${t(key)}` : ''}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('history.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (orders.length === 0) {
    body = (
      <EmptyState icon={<IconHistory size={30} />} title={t('history.empty.title')}>
        {t(filters.search ? 'history.empty.search' : 'history.empty.body')}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="md">
        <HistoryList
          orders={orders}
          timeZone={timeZone}
          country={country}
          isShowingVendor={isIncludingAllOutlets}
          isReceiptOn={isReceiptOn}
          onOpen={setOpenOrder}
          onIntent={prefetchOrder}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('history.shown', { count: orders.length })}
          </Text>
          {list.hasNextPage ? (
            <Button
              variant="light"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('history.show-more')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <PageShell title={t('history.title')} lead={t('history.lead')} size="xl">
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <HistoryFilters filters={filters} onChange={change} />
          <Group justify="space-between" align="flex-end" gap="sm">
            <SearchBox value={filters.search} onSearch={(search) => change({ search })} />
            <ExportButton query={query} />
          </Group>
        </Stack>
      </Card>
      {body}
      <OrderDetailDrawer
        order={openOrder}
        isReceiptOn={isReceiptOn}
        onClose={() => setOpenOrder(null)}
      />
    </PageShell>
  );
}
