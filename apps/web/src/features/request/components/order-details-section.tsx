import { Alert, Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX_CHARS } from '@rider-portal/domain/constants';
import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  country: TCountryCode;
  /** The formatted item value limit when the amount is above it; null otherwise. */
  itemValueLimitText: string | null;
  isEditing: boolean;
};

/** 000 §2 "order details": description, amount, age check, cold bag, the high-value warning. */
export function OrderDetailsSection(props: TProps) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const market = getMarket(props.country);
  const length = [...draft.description].length;
  return (
    <FormSection
      step={props.step}
      title={t('request.details.title')}
      isLocked={props.isLocked}
      testId="details-section"
    >
      <Textarea
        label={t('request.details.description')}
        placeholder={t('request.details.description-placeholder')}
        autosize
        minRows={2}
        value={draft.description}
        description={t('request.details.characters-left', {
          count: Math.max(0, DESCRIPTION_MAX_CHARS - length),
        })}
        error={props.errorOf('description')}
        onChange={(e) => update({ description: e.currentTarget.value })}
      />
      <TextInput
        label={t('request.details.amount', { currency: market.currency })}
        description={t('request.details.amount-hint')}
        required={market.isOrderAmountRequired}
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        error={props.errorOf('amount')}
        onChange={(e) => update({ amount: e.currentTarget.value, isItemValueConfirmed: false })}
        style={{ maxWidth: 260 }}
      />
      {props.itemValueLimitText ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('request.details.high-value-title')}
          role="alert"
        >
          <Stack gap="xs">
            {t('request.details.high-value-body', { limit: props.itemValueLimitText })}
            <Checkbox
              label={t('request.details.high-value-confirm')}
              checked={draft.isItemValueConfirmed}
              onChange={(e) => update({ isItemValueConfirmed: e.currentTarget.checked })}
            />
          </Stack>
        </Alert>
      ) : null}
      {props.isEditing ? null : (
        <>
          <Checkbox
            label={t('request.details.age-check')}
            description={t('request.details.age-check-hint')}
            checked={draft.isAgeCheckNeeded}
            onChange={(e) => update({ isAgeCheckNeeded: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('request.details.cold-bag')}
            checked={draft.isColdBagNeeded}
            onChange={(e) => update({ isColdBagNeeded: e.currentTarget.checked })}
          />
        </>
      )}
    </FormSection>
  );
}
