import { useMemo } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMotorbike, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FLAG_DEFAULTS } from '@rider-portal/domain/flags';
import { isOrderModifiable } from '@rider-portal/domain/order-rules';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { flagsQueryOptions } from '../../shared/flags/use-flag';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { useShownInTransition } from '../../shared/ui/use-shown-in-transition';
import { useCurrentVendor } from '../vendors';
import { placedOrderQueryOptions } from './api/order';
import { requestOptionsQueryOptions } from './api/request-options';
import { serviceHoursQueryOptions } from './api/service-hours';
import { ServiceClosed } from './components/service-closed';
import { RequestFlow } from './request-flow';
import { createMode, editMode } from './state/request-mode';

/**
 * /request-a-rider[/:vendorId][?orderID=]: the request flow (000 §4) for the current vendor, or
 * the edit of one of its orders. Loads what the flow needs, checks the service hours, and starts
 * the flow over whenever the vendor (or the order) changes.
 */
export function RequestPage() {
  const { t } = useTranslation();
  const { vendorId, query: vendors } = useCurrentVendor();
  const [params] = useSearchParams();
  const orderId = params.get('orderID');
  const title = orderId ? t('request.edit.title') : t('request.title');
  const lead = orderId ? t('request.edit.lead', { orderId }) : t('request.lead');

  if (!vendorId) {
    return (
      // The page reads as itself while the vendor list loads (its lead is the first large text).
      <PageShell title={title} lead={vendors.isPending ? lead : undefined}>
        {vendors.isPending ? (
          <Skeleton h={240} radius="lg" />
        ) : (
          // 000 §5 rule 1: no vendor to request for. 001 §8: the list could not be read, or the
          // account has no vendor at all.
          <EmptyState
            icon={<IconMotorbike size={30} />}
            title={
              vendors.isError
                ? t('vendor.cant-retrieve-vendors')
                : vendors.data?.length === 0
                  ? t('vendor.no-vendors')
                  : t('validation.no-vendor')
            }
          >
            {t('request.no-vendor.body')}
          </EmptyState>
        )}
      </PageShell>
    );
  }
  return (
    <PageShell title={title} lead={lead}>
      <VendorRequest key={`${vendorId}:${orderId ?? ''}`} vendorId={vendorId} orderId={orderId} />
    </PageShell>
  );
}

function VendorRequest({ vendorId, orderId }: { vendorId: string; orderId: string | null }) {
  const { t } = useTranslation();
  const options = useQuery(requestOptionsQueryOptions(vendorId));
  const hours = useQuery(serviceHoursQueryOptions());
  const flags = useQuery(flagsQueryOptions(vendorId));
  const order = useQuery({
    ...placedOrderQueryOptions(vendorId, orderId ?? ''),
    enabled: orderId !== null,
  });
  const { country } = usePortalConfig();
  // What the form does differs between a new order and a change (state/request-mode).
  const mode = useMemo(() => {
    if (order.data) return editMode(order.data, country);
    return options.data ? createMode(options.data) : null;
  }, [order.data, options.data, country]);

  const isLoaded = Boolean(
    options.data && hours.data && mode && !flags.isPending && (orderId === null || order.data),
  );
  const isShown = useShownInTransition(isLoaded);

  const failed = options.error ?? hours.error ?? (orderId ? order.error : null);
  if (failed) {
    const key = isApiError(failed) ? failed.translationKey : null;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title={t(key || 'vendor.cant-retrieve-info')}
      >
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => {
            void options.refetch();
            void hours.refetch();
            if (orderId) void order.refetch();
          }}
        >
          {t('request.retry')}
        </Button>
      </Alert>
    );
  }
  if (!isShown || !options.data || !hours.data || !mode) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={110} radius="lg" />
        <Skeleton h={220} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  // 000 §4: the service hours are checked before anything is asked; closed shows its own step.
  if (!hours.data.is_open && orderId === null) {
    return (
      <ServiceClosed
        hours={hours.data}
        isChecking={hours.isFetching}
        onCheckAgain={() => void hours.refetch()}
      />
    );
  }
  const editOrder = order.data ?? null;
  if (editOrder) {
    const isFlagOn = (flags.data?.flags ?? FLAG_DEFAULTS)['modify-order-button'];
    const isModifiable = isOrderModifiable(
      editOrder.status as TOrderStatus,
      editOrder.status_history as TStatusHistoryEntry[],
    );
    if (!isFlagOn || !isModifiable) {
      return (
        <EmptyState
          icon={<IconMotorbike size={30} />}
          title={isFlagOn ? t('order.not-modifiable') : t('request.edit.unavailable')}
        >
          {t('request.edit.not-possible')}
        </EmptyState>
      );
    }
  }
  return <RequestFlow vendorId={vendorId} options={options.data} hours={hours.data} mode={mode} />;
}
