import { useCallback, useState } from 'react';
import { Alert, Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconMapPin, IconPointer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CHECK_LOOP_MS } from '@rider-portal/domain/constants';
import { LIST_GROUPS, type TListGroup } from '@rider-portal/domain/statuses';
import { isApiError } from '../../shared/api/api-error';
import { EmptyState } from '../../shared/ui/empty-state';
import { useNow } from '../../shared/time/use-now';
import { useActingVendor } from '../../shared/vendor/use-acting-vendor';
import { OrderDetailPanel, usePrefetchOrder } from '../order-detail';
import { AttentionBanner } from './components/attention-banner';
import { LiveIndicator } from './components/live-indicator';
import { OrderList } from './components/order-list';
import { useActiveOrders } from './hooks/use-active-orders';

/** ?group= of the list's group chips; anything else shows every group. */
function groupParam(value: string | null): TListGroup | null {
  return LIST_GROUPS.find((group) => group === value) ?? null;
}

/** Height of the signed-in top bar (64 px and its border). */
const TOP_BAR_PX = 65;

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton h={36} radius="md" />
      <Skeleton h={22} w="70%" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={84} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * /order-tracking[/:vendorId] (001 §2, UX.md): desktop shows the grouped list beside the open
 * order with its map; a phone shows the list, and a tap opens the order full screen with the map
 * on top. `?order_id=` opens that order (the request flow lands here after placing one);
 * `?group=` keeps the list to one group, so a filtered list can be shared or reloaded.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vendorId, isIncludingOutlets, isGuest } = useActingVendor();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('order_id');
  const groupFilter = groupParam(params.get('group'));
  const now = useNow(CHECK_LOOP_MS);
  const { orders, query, timeZone } = useActiveOrders({
    vendorId,
    isIncludingOutlets,
    isGuest,
    now,
  });
  const [search, setSearch] = useState('');
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  const prefetchOrder = usePrefetchOrder();
  const select = useCallback(
    (orderId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('order_id', orderId);
          return next;
        },
        // On a phone the order opens as its own screen: the back button closes it.
        { replace: isDesktop },
      ),
    [setParams, isDesktop],
  );
  const filterGroup = useCallback(
    (group: TListGroup | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (group) next.set('group', group);
          else next.delete('group');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (!isDesktop && (state?.idx ?? 0) > 0) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('order_id');
        return next;
      },
      { replace: true },
    );
  }, [isDesktop, navigate, setParams]);

  const serverKey = isApiError(query.error) ? query.error.translationKey : null;
  const requestHref = vendorId ? `/request-a-rider/${vendorId}` : '/request-a-rider';
  const requestButton = (
    <Button
      component={Link}
      to={requestHref}
      rightSection={<IconArrowRight size={18} className="rp-flip-rtl" aria-hidden />}
    >
      {t('nav.request')}
    </Button>
  );

  let list;
  if (vendorId === null) {
    list = (
      <EmptyState icon={<IconMapPin size={30} />} title={t('tracking.no-vendor.title')}>
        {t('tracking.no-vendor.body')}
      </EmptyState>
    );
  } else if (query.isPending) {
    list = <ListSkeleton />;
  } else if (query.isError && !query.data) {
    list = (
      <Alert color="red" title={t('orders.current-load-failed')}>
        {/* 001 §8: the failure with the server's message. */}
        {serverKey ? <Text size="sm">{t(serverKey)}</Text> : null}
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('tracking.retry')}
        </Button>
      </Alert>
    );
  } else if (orders.length === 0) {
    list = (
      <EmptyState
        icon={<IconMapPin size={30} />}
        title={t('tracking.empty.title')}
        action={requestButton}
      >
        {t('tracking.empty.body')}
      </EmptyState>
    );
  } else {
    list = (
      <>
        <AttentionBanner orders={orders} onOpen={select} />
        <OrderList
          orders={orders}
          now={now}
          timeZone={timeZone}
          selectedId={selectedId}
          onSelect={select}
          onIntent={prefetchOrder}
          search={search}
          onSearch={setSearch}
          groupFilter={groupFilter}
          onGroupFilter={filterGroup}
        />
      </>
    );
  }

  const header = (
    <Group justify="space-between" wrap="nowrap" mb="md">
      <Title order={1} size="h3">
        {t('tracking.title')}
      </Title>
      {vendorId ? <LiveIndicator /> : null}
    </Group>
  );
  const selectedOrder = orders.find((o) => o.order_id === selectedId);

  if (isDesktop) {
    return (
      <Box
        component="main"
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(340px, 420px) minmax(0, 1fr)',
          height: `calc(100dvh - ${TOP_BAR_PX}px)`,
        }}
      >
        <Box
          p="md"
          bg="white"
          style={{ overflowY: 'auto', borderInlineEnd: '1px solid var(--mantine-color-gray-3)' }}
        >
          {header}
          {list}
        </Box>
        <Box p="lg" style={{ overflowY: 'auto' }}>
          <Container size={860} px={0}>
            {selectedId ? (
              <OrderDetailPanel
                key={selectedId}
                orderId={selectedId}
                listed={selectedOrder}
                onClose={close}
              />
            ) : (
              <EmptyState icon={<IconPointer size={30} />} title={t('tracking.select.title')}>
                {t('tracking.select.body')}
              </EmptyState>
            )}
          </Container>
        </Box>
      </Box>
    );
  }

  return (
    <>
      <Container component="main" py="md" px="sm">
        {header}
        {list}
      </Container>
      {selectedId ? (
        <Box
          role="dialog"
          aria-modal="true"
          aria-label={t('order-detail.title', { orderId: selectedId })}
          pos="fixed"
          bg="white"
          p="sm"
          style={{ inset: 0, zIndex: 150, overflowY: 'auto' }}
        >
          <OrderDetailPanel
            key={selectedId}
            orderId={selectedId}
            listed={selectedOrder}
            onClose={close}
            isFullScreen
          />
        </Box>
      ) : null}
    </>
  );
}
