import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { geolocatorLanguage } from '@rider-portal/domain/geo';
import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { sanitizePhoneInput } from '@rider-portal/domain/phone-input';
import { AddressAutocomplete } from '../../../shared/address/address-autocomplete';
import { FormSection, Hint } from './form-section';
import type { TSectionProps } from './section-props';
import { PhoneInput } from '../../../shared/ui/phone-input';
import { GrowingTextarea } from '../../../shared/ui/growing-textarea';

type TProps = TSectionProps & {
  step: number;
  vendorName: string;
  country: TCountryCode;
  center: { lat: number; lng: number };
  /** The vendor's own address when it has coordinates; null when the origin must be typed. */
  fixedAddress: string | null;
  /** Guests cannot save the origin (000 §6). */
  canSave: boolean;
  isSaving: boolean;
  isSaveChecked: boolean;
  onSaveChange: (isChecked: boolean) => void;
  /** A guest gives their own name and phone here too (000 §3 "sender ... for guests"). */
  isGuest: boolean;
  onConfirm: () => void;
};

/**
 * 000 §4 "ask for origin address; origin address details": a vendor with coordinates shows its
 * collection point; one without (and every guest) types it here before going on.
 */
export function OriginSection(props: TProps) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const title = t('request.origin.title');
  if (props.fixedAddress !== null) {
    return (
      <FormSection step={props.step} title={title} testId="origin-section">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBuildingStore size={22} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{props.vendorName}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {props.fixedAddress}
            </Text>
          </div>
        </Group>
      </FormSection>
    );
  }
  if (draft.isOriginConfirmed && draft.origin) {
    return (
      <FormSection
        step={props.step}
        title={title}
        testId="origin-section"
        aside={
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => update({ isOriginConfirmed: false })}
          >
            {t('request.change')}
          </Button>
        }
      >
        <Text style={{ overflowWrap: 'anywhere' }}>{draft.originText}</Text>
        {props.isGuest ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('request.sender.summary', { name: draft.senderName, phone: draft.senderPhone })}
          </Text>
        ) : null}
      </FormSection>
    );
  }
  return (
    <FormSection step={props.step} title={title} testId="origin-section">
      <Hint>{t('request.origin.lead')}</Hint>
      <AddressAutocomplete
        location="origin"
        label={t('request.origin.address')}
        placeholder={t('request.address.placeholder')}
        value={draft.originText}
        error={props.errorOf('origin')}
        country={props.country}
        language={geolocatorLanguage(props.country)}
        near={props.center}
        onType={(text) => update({ originText: text })}
        onPick={(picked) => update({ origin: picked, originText: picked.address })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('request.building')}
          value={draft.originBuilding}
          onChange={(e) => update({ originBuilding: e.currentTarget.value })}
        />
        <TextInput
          label={t('request.unit')}
          value={draft.originUnit}
          onChange={(e) => update({ originUnit: e.currentTarget.value })}
        />
      </SimpleGrid>
      <GrowingTextarea
        label={t('request.origin.notes')}
        value={draft.originNotes}
        onChange={(e) => update({ originNotes: e.currentTarget.value })}
      />
      {props.canSave ? (
        <Checkbox
          label={t('request.origin.save')}
          checked={props.isSaveChecked}
          onChange={(e) => props.onSaveChange(e.currentTarget.checked)}
        />
      ) : (
        <Hint>{t('request.origin.guest-not-saved')}</Hint>
      )}
      {props.isGuest ? (
        <Stack gap="sm" mt="xs">
          <div>
            <Text fw={600}>{t('request.sender.title')}</Text>
            <Hint>{t('request.sender.lead')}</Hint>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('request.sender.name')}
              required
              autoComplete="name"
              value={draft.senderName}
              error={props.errorOf('senderName')}
              onChange={(e) => update({ senderName: e.currentTarget.value })}
            />
            <PhoneInput
              label={t('request.sender.phone')}
              required
              autoComplete="tel"
              prefix={getMarket(props.country).phonePrefix}
              value={draft.senderPhone}
              error={props.errorOf('senderPhone')}
              onChange={(e) => update({ senderPhone: sanitizePhoneInput(e.currentTarget.value) })}
            />
          </SimpleGrid>
          <TextInput
            label={t('request.sender.email')}
            type="email"
            autoComplete="email"
            value={draft.senderEmail}
            error={props.errorOf('senderEmail')}
            onChange={(e) => update({ senderEmail: e.currentTarget.value })}
          />
        </Stack>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={props.onConfirm} loading={props.isSaving} disabled={!draft.origin}>
          {t('request.origin.confirm')}
        </Button>
      </Group>
    </FormSection>
  );
}
