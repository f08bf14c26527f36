import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconBuildingStore, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentVendor } from '../vendors';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageShell } from '../../shared/ui/page-shell';
import { useNotificationSettings } from './api/notification-settings';
import { SettingsForm } from './components/settings-form';

/** The form's shape while it loads (UX.md: a skeleton of the real layout). */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={72} radius="md" />
      <Skeleton height={64} radius="md" />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * /customer-messages[/:vendorId] (issue 21): which text messages the vendor's customers get:
 * on or off, at which steps, by which channels; an outlet follows its brand's settings, a brand
 * the market's default, until it saves its own.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const { vendorId, vendors, current, query: vendorsQuery, isGuest, isFixed } = useCurrentVendor();
  const isAvailable = !isGuest && !isFixed;
  const settings = useNotificationSettings(isAvailable ? vendorId : null);
  const title = t('notification-settings.title');

  // Guests and embedded tools act for a vendor without managing it; a new account has no outlet.
  const empty = !isAvailable
    ? { icon: <IconMessage size={30} />, key: 'not-available' }
    : !vendorId && !vendorsQuery.isPending
      ? { icon: <IconBuildingStore size={30} />, key: 'no-vendor' }
      : null;
  if (empty) {
    return (
      <PageShell title={title} size="sm">
        <EmptyState icon={empty.icon} title={t(`notification-settings.${empty.key}.title`)}>
          {t(`notification-settings.${empty.key}.body`)}
        </EmptyState>
      </PageShell>
    );
  }

  const vendorName = current?.vendor_information.name ?? vendorId ?? '';
  let body;
  // The names (the outlet's, its brand's) come with the vendor list.
  if (!vendorId || settings.isPending || vendorsQuery.isPending) body = <FormSkeleton />;
  else if (settings.isError) {
    body = (
      <LoadFailed
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retryLabel={t('notification-settings.retry')}
      />
    );
  } else {
    const parentId = current?.parent_vendor_id ?? null;
    const parent = vendors.find((v) => v.vendor_id === parentId);
    body = (
      <SettingsForm
        // A fresh answer (saved, reset, another vendor) starts the form again from it.
        key={`${vendorId}:${settings.dataUpdatedAt}`}
        vendorId={vendorId}
        vendorName={vendorName}
        brandName={parent?.vendor_information.name ?? parentId ?? ''}
        isBrand={current?.is_parent === true}
        answer={settings.data}
      />
    );
  }
  return (
    <PageShell
      title={title}
      lead={t('notification-settings.lead', { vendor: vendorName })}
      size="sm"
    >
      {body}
    </PageShell>
  );
}
