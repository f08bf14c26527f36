import { Alert, Group, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { geolocatorLanguage } from '@rider-portal/domain/geo';
import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { getBrand } from '../../../shared/brand/brand';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatKm } from '../../../shared/format/distance';
import type { TDeliverability } from '../api/delivery';
import { dropOffPatch } from '../state/request-draft';
import { AddressAutocomplete } from '../../../shared/address/address-autocomplete';
import { FormSection, Hint } from './form-section';
import type { TSectionProps } from './section-props';
import { GrowingTextarea } from '../../../shared/ui/growing-textarea';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  country: TCountryCode;
  near: { lat: number; lng: number };
  isMapPinOn: boolean;
  deliverability: TDeliverability | undefined;
  isCheckingDeliverability: boolean;
  isDeliverabilityFailed: boolean;
  /** 'geolocator.error.reverse' after a pin drop that found nothing; the old address stays. */
  pinError: string | null;
  /** The fee could not be computed, or recomputed after its expiry (000 §8). */
  feeError: string | null;
};

/** 000 §4 "ask for destination address; check if destination is valid". */
export function DropOffSection(props: TProps) {
  const { t } = useTranslation();
  const { draft, update } = props;
  return (
    <FormSection
      step={props.step}
      title={t('request.drop-off.title')}
      isLocked={props.isLocked}
      testId="drop-off-section"
    >
      <AddressAutocomplete
        location="destination"
        label={t('request.drop-off.address')}
        placeholder={t('request.address.placeholder')}
        value={draft.dropOffText}
        error={props.errorOf('dropOff')}
        country={props.country}
        language={geolocatorLanguage(props.country)}
        near={props.near}
        onType={(text) => update({ dropOffText: text })}
        onPick={(picked) => update(dropOffPatch(picked, 'TEXT'))}
      />
      {/* Right under the address: whether it can be served is the first thing to know. */}
      <DeliverabilityLine {...props} />
      {props.isMapPinOn ? <Hint>{t('request.drop-off.pin-hint')}</Hint> : null}
      {props.pinError ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {props.pinError}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('request.unit')}
          required={props.country === 'SG'}
          value={draft.unit}
          error={props.errorOf('unit')}
          onChange={(e) => update({ unit: e.currentTarget.value })}
        />
        <TextInput
          label={t('request.building')}
          value={draft.building}
          onChange={(e) => update({ building: e.currentTarget.value })}
        />
      </SimpleGrid>
      <GrowingTextarea
        label={t('request.drop-off.notes')}
        placeholder={t('request.drop-off.notes-placeholder')}
        value={draft.riderNotes}
        error={props.errorOf('riderNotes')}
        onChange={(e) => update({ riderNotes: e.currentTarget.value })}
      />
      {props.feeError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {props.feeError}
        </Alert>
      ) : null}
    </FormSection>
  );
}

function DeliverabilityLine(props: TProps) {
  const { t, i18n } = useTranslation();
  const { entity } = usePortalConfig();
  const km = (value: number) => formatKm(value, props.country, i18n.language);
  if (!props.draft.dropOff) return null;
  if (props.isCheckingDeliverability) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('request.drop-off.checking')}</Text>
      </Group>
    );
  }
  if (props.isDeliverabilityFailed) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('error.deliverability-check-failed')}
      </Alert>
    );
  }
  const check = props.deliverability;
  if (!check) return null;
  if (check.result === 'DELIVERABLE') {
    return (
      <Group gap="xs" c="teal.8">
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm">{t('request.drop-off.deliverable', { km: km(check.distance_km) })}</Text>
      </Group>
    );
  }
  return (
    <Alert
      color={check.reason === 'outside-area' ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
    >
      {check.reason === 'outside-area'
        ? t('error.outside-delivery-area')
        : check.reason === 'distance'
          ? // 000 §9 "Delivery distance": say how far it is and how far the market delivers.
            t('request.drop-off.too-far', {
              km: km(check.distance_km),
              limit: km(getMarket(props.country).deliveryDistanceCapKm),
              brand: getBrand(entity).name,
            })
          : t('error.undeliverable-address')}
    </Alert>
  );
}
