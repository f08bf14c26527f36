import { Badge, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cardBrand, cvcLength, formatCardNumber } from '@rider-portal/domain/cards';
import type { TCardKind } from '@rider-portal/domain/payments';
import type { TCardForm, TCardFormErrors } from '../state/card-form';
import { brandLabelKey } from './card-brand';

type TProps = {
  kind: TCardKind;
  form: TCardForm;
  errors: TCardFormErrors;
  canSave: boolean;
  onChange: (patch: Partial<TCardForm>) => void;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

function years(now: Date): string[] {
  const first = now.getFullYear();
  return Array.from({ length: 16 }, (_, i) => String(first + i));
}

/** 'MM/YY' as the payer types it: digits only, the slash added after the month. */
function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A new card (000 §3 "new card (two provider variants)"): generic_creditcard asks for the expiry
 * as a month and a year; cybersource_creditcard shows the processor's secure-field layout, the
 * expiry as one MM/YY field and a security code. Both ask the name on the card, and a vendor
 * (never a guest) may keep the card for next time.
 */
export function NewCardFields({ kind, form, errors, canSave, onChange }: TProps) {
  const { t } = useTranslation();
  const brand = cardBrand(form.number);
  const isSecure = kind === 'cybersource_creditcard';
  const cvcLabel = isSecure ? t('payment.card.security-code') : t('payment.card.cvc');
  const number = (
    <TextInput
      label={t('payment.card.number')}
      value={form.number}
      error={errors.number ? t(errors.number) : null}
      onChange={(e) => onChange({ number: formatCardNumber(e.currentTarget.value) })}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={23}
      dir="ltr"
      rightSectionWidth={brand === 'unknown' ? undefined : 96}
      rightSection={
        brand === 'unknown' ? null : (
          <Badge variant="light" size="sm" data-testid="card-brand">
            {t(brandLabelKey(brand))}
          </Badge>
        )
      }
    />
  );
  const cvc = (
    <TextInput
      label={cvcLabel}
      description={t('payment.card.cvc-hint')}
      // The hint under the field, so the three fields of a row line up.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={form.cvc}
      error={errors.cvc ? t(errors.cvc) : null}
      onChange={(e) => onChange({ cvc: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={brand === 'unknown' ? 4 : cvcLength(brand)}
      dir="ltr"
      type="password"
    />
  );
  const holder = (
    <TextInput
      label={t('payment.card.holder')}
      value={form.holderName}
      error={errors.holderName ? t(errors.holderName) : null}
      onChange={(e) => onChange({ holderName: e.currentTarget.value })}
      autoComplete="cc-name"
      maxLength={100}
    />
  );
  const save = canSave ? (
    <Checkbox
      label={t('payment.card.save')}
      checked={form.isSaveChecked}
      onChange={(e) => onChange({ isSaveChecked: e.currentTarget.checked })}
    />
  ) : null;

  if (isSecure) {
    return (
      <Stack gap="sm" data-testid="card-form-cybersource">
        {holder}
        <Stack
          gap="sm"
          p="sm"
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          {number}
          <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'start' }}>
            <TextInput
              label={t('payment.card.expiry')}
              placeholder={t('payment.card.expiry-placeholder')}
              value={form.expiry}
              error={errors.expiry ? t(errors.expiry) : null}
              onChange={(e) => onChange({ expiry: formatExpiry(e.currentTarget.value) })}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              dir="ltr"
            />
            {cvc}
          </SimpleGrid>
          <Group gap={6} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {t('payment.card.secure-note')}
            </Text>
          </Group>
        </Stack>
        {save}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="card-form-generic">
      {holder}
      {number}
      <SimpleGrid cols={3} spacing="sm" style={{ alignItems: 'start' }}>
        <Select
          label={t('payment.card.expiry-month')}
          data={MONTHS}
          value={form.expiryMonth || null}
          error={errors.expiry ? t(errors.expiry) : null}
          onChange={(value) => onChange({ expiryMonth: value ?? '' })}
          autoComplete="cc-exp-month"
          allowDeselect={false}
        />
        <Select
          label={t('payment.card.expiry-year')}
          data={years(new Date())}
          value={form.expiryYear || null}
          error={errors.expiry ? ' ' : null}
          onChange={(value) => onChange({ expiryYear: value ?? '' })}
          autoComplete="cc-exp-year"
          allowDeselect={false}
        />
        {cvc}
      </SimpleGrid>
      {save}
    </Stack>
  );
}
