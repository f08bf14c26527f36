import { ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useSaveVendorAddress } from '../../vendors';
import type { TRequestDraft } from '../state/request-draft';

/**
 * 000 §4 "origin address details": a vendor may keep the typed origin as its collection point's
 * address (PUT /vendor/{id}/address, from the vendors feature); guests cannot (000 §6). The order
 * goes on with the typed origin whether or not saving worked.
 */
export function useOriginSave({ vendorId, canSave }: { vendorId: string; canSave: boolean }) {
  const { t } = useTranslation();
  const [isChecked, setChecked] = useState(canSave);
  const save = useSaveVendorAddress();
  return {
    isChecked: canSave && isChecked,
    setChecked,
    isSaving: save.isPending,
    confirm: async (draft: TRequestDraft) => {
      if (!canSave || !isChecked || !draft.origin) return;
      try {
        await save.mutateAsync({
          vendorId,
          address: {
            street_address: draft.originText,
            latitude: draft.origin.latitude,
            longitude: draft.origin.longitude,
            building: draft.originBuilding,
            unit: draft.originUnit,
            city: draft.origin.city,
            notes: draft.originNotes,
          },
        });
        notifications.show({ color: 'teal', message: t('address.saved') });
      } catch (failure) {
        const key = isApiError(failure) ? failure.translationKey : null;
        notifications.show({
          color: 'red',
          message: t(key || 'address.save-failed'),
          autoClose: ERROR_TOAST_MS,
        });
      }
    },
  };
}
