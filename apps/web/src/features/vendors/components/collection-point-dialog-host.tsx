import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { lazyWithRetry } from '../../../shared/loading/lazy-with-retry';
import { useVendor } from '../api/get-vendor';
import {
  closeCollectionPointDialog,
  useCollectionPointDialog,
} from '../hooks/collection-point-dialog';
import { useCurrentVendor } from '../hooks/use-current-vendor';

// The dialog carries the map (Leaflet) and the form rules (zod): loaded when first opened.
const loadDialog = lazyWithRetry(() => import('./collection-point-dialog'));
const CollectionPointDialog = lazy(loadDialog);

/** Starts loading the dialog's code before it is asked for (the branch list is open). */
export function preloadCollectionPointDialog(): void {
  loadDialog().catch(() => {
    // Opening the dialog tries again and shows the failure.
  });
}

/** Mounted once in the layout: shows the collection point dialog when one is asked for. */
export function CollectionPointDialogHost() {
  const dialog = useCollectionPointDialog();
  const { vendors, current } = useCurrentVendor();
  const editedId = dialog?.mode === 'edit' ? dialog.vendorId : null;
  const edited = useVendor(editedId);
  if (!dialog) return null;

  const parents = vendors.filter((v) => v.is_parent);
  const defaultParentId =
    (current?.is_parent ? current.vendor_id : current?.parent_vendor_id) ??
    parents[0]?.vendor_id ??
    '';
  const loading = (
    <Modal opened onClose={closeCollectionPointDialog} withCloseButton={false} centered>
      <Center h={200}>
        <Loader />
      </Center>
    </Modal>
  );
  if (dialog.mode === 'edit' && !edited.data) return loading;
  return (
    <Suspense fallback={loading}>
      <CollectionPointDialog
        key={editedId ?? 'add'}
        vendor={dialog.mode === 'edit' ? (edited.data ?? null) : null}
        parents={parents}
        defaultParentId={defaultParentId}
        onClose={closeCollectionPointDialog}
      />
    </Suspense>
  );
}
