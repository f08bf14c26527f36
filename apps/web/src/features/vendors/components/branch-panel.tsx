import { useEffect } from 'react';
import { Alert, Button, Divider, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TVendor } from '@rider-portal/domain/vendors';
import { useCountryParameter } from '../../../shared/country-params/use-country-parameter';
import { openAddCollectionPoint, openEditCollectionPoint } from '../hooks/collection-point-dialog';
import { useCurrentVendor, useSwitchVendor } from '../hooks/use-current-vendor';
import { useOutletPermissions } from '../hooks/use-outlet-permissions';
import { BranchList } from './branch-list';
import { preloadCollectionPointDialog } from './collection-point-dialog-host';
import { IncludeAllOutletsSwitch } from './include-all-outlets-switch';

/**
 * The branch selector's content, in the desktop popover and the phone drawer alike: the branch
 * list, adding a collection point, and the 'include all outlets' switch.
 */
export function BranchPanel({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { vendors, current, query, hasParents, isIncludingAllOutlets } = useCurrentVendor();
  const switchVendor = useSwitchVendor();
  const { canAdd, canEdit } = useOutletPermissions(vendors);
  // 000 §7: the allOutletOrders parameter ('true') enables listings across outlets.
  const allOutletOrders = useCountryParameter('allOutletOrders');
  const isDialogLikely = canAdd || vendors.some(canEdit);
  useEffect(() => {
    if (isDialogLikely) preloadCollectionPointDialog();
  }, [isDialogLikely]);

  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {t('vendor.cant-fetch-branches')}
      </Alert>
    );
  }
  if (vendors.length === 0) {
    return <Alert color="yellow">{t('vendor.no-associated-vendors')}</Alert>;
  }

  const isRequestPage = pathname.startsWith('/request-a-rider');
  const select = (vendor: TVendor) => {
    switchVendor(vendor);
    onDone?.();
  };
  const edit = (vendor: TVendor) => {
    openEditCollectionPoint(vendor.vendor_id);
    onDone?.();
  };
  return (
    <Stack gap="sm">
      <BranchList
        vendors={vendors}
        currentId={current?.vendor_id ?? null}
        onSelect={select}
        canEdit={canEdit}
        onEdit={edit}
      />
      {canAdd ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={18} />}
          onClick={() => {
            openAddCollectionPoint();
            onDone?.();
          }}
        >
          {t('vendors.add-collection-point')}
        </Button>
      ) : null}
      {hasParents && allOutletOrders.data === 'true' ? (
        <>
          <Divider />
          <IncludeAllOutletsSwitch
            isChecked={isIncludingAllOutlets}
            isDisabled={isRequestPage || current?.is_parent !== true}
          />
        </>
      ) : null}
    </Stack>
  );
}
