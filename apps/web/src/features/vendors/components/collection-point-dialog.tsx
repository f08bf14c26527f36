import { useCallback, useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { geolocatorLanguage } from '@rider-portal/domain/geo';
import { getMarket } from '@rider-portal/domain/markets';
import { sanitizePhoneInput } from '@rider-portal/domain/phone-input';
import {
  collectionPointFormOf,
  emptyCollectionPointForm,
  toOutletPayload,
  validateCollectionPointForm,
  type TCollectionPointForm,
  type TFormError,
  type TVendor,
} from '@rider-portal/domain/vendors';
import { isApiError } from '../../../shared/api/api-error';
import { usePortalConfig } from '../../../shared/config/config-context';
import { reverseGeocode } from '../../../shared/geo/geolocator';
import { useSaveOutlet } from '../api/save-outlet';
import { AddressSearch, type TPickedAddress } from './address-search';
import { CollectionPointMap } from './collection-point-map';
import { PhoneInput } from '../../../shared/ui/phone-input';
import { GrowingTextarea } from '../../../shared/ui/growing-textarea';

interface TDialogProps {
  /** The outlet to edit; null to add one. */
  vendor: TVendor | null;
  parents: readonly TVendor[];
  /** The parent a new point goes under unless the user picks another. */
  defaultParentId: string;
  onClose: () => void;
}

/**
 * 000 §2, §3, §5 collection point dialog, in add or edit mode. The form's rules are the server's
 * (packages/domain/src/vendors.ts), shown under their fields in the specification's order; in
 * edit mode the parent and the ID are locked. Closes on submit or cancel.
 */
export default function CollectionPointDialog({
  vendor,
  parents,
  defaultParentId,
  onClose,
}: TDialogProps) {
  const { t } = useTranslation();
  const config = usePortalConfig();
  const market = getMarket(config.country);
  const save = useSaveOutlet();
  const theme = useMantineTheme();
  // On a phone the form gets the whole screen, with the keyboard up.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const [form, setForm] = useState<TCollectionPointForm>(() =>
    vendor ? collectionPointFormOf(vendor) : emptyCollectionPointForm(defaultParentId),
  );
  // Messages show from the first attempt to save on, and then follow the corrections as typed.
  const [hasTried, setTried] = useState(false);
  const errors = useMemo<TFormError[] | null>(
    () => (hasTried ? validateCollectionPointForm(form) : null),
    [hasTried, form],
  );
  const [serverError, setServerError] = useState<{ field: string; key: string } | null>(null);
  const [reverseFailed, setReverseFailed] = useState(false);

  const update = (patch: Partial<TCollectionPointForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setServerError(null);
  };
  const errorOf = (field: string): string | null => {
    const found =
      errors?.find((e) => e.field === field) ??
      (serverError?.field === field ? serverError : undefined);
    return found ? t(found.key) : null;
  };

  const parent = parents.find((p) => p.vendor_id === form.parentVendorId) ?? parents[0];
  const parentLocation = parent?.vendor_information.location;
  const near = useMemo(
    () =>
      parentLocation?.latitude != null && parentLocation.longitude != null
        ? { lat: parentLocation.latitude, lng: parentLocation.longitude }
        : { lat: market.defaultCity.lat, lng: market.defaultCity.lng },
    [parentLocation?.latitude, parentLocation?.longitude, market],
  );
  const { latitude, longitude } = form.location;
  const pin = useMemo(
    () => (latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null),
    [latitude, longitude],
  );

  const setLocation = useCallback(
    (location: Partial<TCollectionPointForm['location']>) =>
      setForm((current) => ({ ...current, location: { ...current.location, ...location } })),
    [],
  );

  // 000 §3 "Reverse result" fills the address details; 000 §7: when it fails after a pin drag,
  // the previous address text is kept (the coordinates are the pin's), or, with no text yet, the
  // coordinates themselves stand for the address.
  const fillFromReverse = useCallback(
    async (point: { lat: number; lng: number }, keepText: boolean) => {
      try {
        const found = await reverseGeocode(point);
        setReverseFailed(false);
        setLocation({
          ...(keepText ? {} : { formatted_address: found.formatted_address }),
          city: found.city,
          countryCode: found.country_code,
          zipcode: found.zipcode,
          street: found.street,
          streetNumber: found.number,
        });
      } catch {
        // Details are a bonus after picking a suggestion; after a pin move the text is at stake.
        if (keepText) return;
        setReverseFailed(true);
        setForm((current) =>
          current.location.formatted_address.trim() === ''
            ? {
                ...current,
                location: {
                  ...current.location,
                  formatted_address: `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`,
                },
              }
            : current,
        );
      }
    },
    [setLocation],
  );

  const onPick = (picked: TPickedAddress) => {
    setLocation({
      formatted_address: picked.formatted_address,
      latitude: picked.latitude,
      longitude: picked.longitude,
    });
    void fillFromReverse({ lat: picked.latitude, lng: picked.longitude }, true);
  };
  const onPinMove = useCallback(
    (point: { lat: number; lng: number }) => {
      setLocation({ latitude: point.lat, longitude: point.lng });
      void fillFromReverse(point, false);
    },
    [setLocation, fillFromReverse],
  );

  const submit = async () => {
    setTried(true);
    if (validateCollectionPointForm(form).length > 0) return;
    try {
      await save.mutateAsync({
        vendorId: form.isEditMode ? form.vendorId : null,
        payload: toOutletPayload(form),
      });
      notifications.show({
        color: 'green',
        title: t('outlet.saved'),
        message: form.isEditMode ? undefined : t('outlet.available-soon'),
      });
      onClose();
    } catch (error) {
      const key = isApiError(error) ? error.translationKey : null;
      const message = key && t(key) !== key ? t(key) : t('outlet.save-failed');
      if (key === 'outlet.already-registered') setServerError({ field: 'clientVendorId', key });
      notifications.show({ color: 'red', message, autoClose: ERROR_TOAST_MS });
    }
  };

  const title = t(form.isEditMode ? 'collection-point.edit.title' : 'collection-point.add.title');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered fullScreen={isPhone}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {parents.length > 1 ? (
            <Select
              label={t('collection-point.parent')}
              data={parents.map((p) => ({
                value: p.vendor_id,
                label: `${p.vendor_information.name} (${p.vendor_id})`,
              }))}
              value={form.parentVendorId}
              onChange={(value) => value && update({ parentVendorId: value })}
              disabled={form.isEditMode}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          ) : null}
          <TextInput
            label={t('collection-point.client-id')}
            required
            value={form.clientVendorId}
            onChange={(e) => update({ clientVendorId: e.currentTarget.value })}
            disabled={form.isEditMode}
            description={form.isEditMode ? t('collection-point.client-id.locked') : undefined}
            error={errorOf('clientVendorId')}
          />
          <TextInput
            label={t('collection-point.name')}
            required
            value={form.name}
            onChange={(e) => update({ name: e.currentTarget.value })}
            error={errorOf('name')}
          />
          <PhoneInput
            label={t('collection-point.phone')}
            required
            value={form.phone}
            placeholder={market.phonePrefix}
            onChange={(e) => update({ phone: sanitizePhoneInput(e.currentTarget.value) })}
            error={errorOf('phone')}
          />
          <AddressSearch
            label={t('collection-point.address')}
            value={form.location.formatted_address}
            error={errorOf('location')}
            description={reverseFailed ? t('geolocator.error.reverse') : undefined}
            near={pin ?? near}
            country={config.country}
            language={geolocatorLanguage(config.country)}
            onPick={onPick}
            onType={(text) => {
              setReverseFailed(false);
              setLocation({ formatted_address: text });
            }}
          />
          <CollectionPointMap
            pin={pin}
            center={near}
            label={t('collection-point.map')}
            onMove={onPinMove}
          />
          <Text size="xs" c="dimmed">
            {t('collection-point.map.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('collection-point.unit')}
              value={form.unitNo}
              onChange={(e) => update({ unitNo: e.currentTarget.value })}
              error={errorOf('unitNo')}
            />
            <TextInput
              label={t('collection-point.building')}
              value={form.building}
              onChange={(e) => update({ building: e.currentTarget.value })}
              error={errorOf('building')}
            />
          </SimpleGrid>
          <GrowingTextarea
            label={t('collection-point.rider-instructions')}
            value={form.riderInstructions}
            onChange={(e) => update({ riderInstructions: e.currentTarget.value })}
            error={errorOf('riderInstructions')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('collection-point.owners')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('collection-point.owners.hint')}
            </Text>
            {form.owners.map((owner, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1 }}
                  type="email"
                  aria-label={t('collection-point.owner-email', { n: index + 1 })}
                  placeholder="name@example.com"
                  value={owner.email}
                  onChange={(e) => {
                    const email = e.currentTarget.value;
                    update({
                      owners: form.owners.map((o, i) => (i === index ? { email } : o)),
                    });
                  }}
                  error={errorOf(`owners.${index}.email`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('collection-point.remove-owner', { n: index + 1 })}
                  onClick={() => update({ owners: form.owners.filter((_, i) => i !== index) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() => update({ owners: [...form.owners, { email: '' }] })}
            >
              {t('collection-point.add-owner')}
            </Button>
          </Stack>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('collection-point.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('collection-point.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
