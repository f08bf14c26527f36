import { Alert, Checkbox, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX_CHARS } from '@rider-portal/domain/constants';
import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';
import { GrowingTextarea } from '../../../shared/ui/growing-textarea';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  country: TCountryCode;
  /** The formatted item value limit when the amount is above it; null otherwise. */
  itemValueLimitText: string | null;
  /** The cash to collect and the market's usual limit, when it is far above it; null otherwise. */
  unusualCash: { amount: string; limit: string } | null;
  isEditing: boolean;
};

/**
 * 000 §2 "order details": description (stops at its limit), amount, age check, cold bag, the
 * high-value warning and the unusual cash amount, each with a box to tick.
 */
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
      <GrowingTextarea
        label={t('request.details.description')}
        placeholder={t('request.details.description-placeholder')}
        maxLength={DESCRIPTION_MAX_CHARS}
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
        onChange={(e) =>
          update({
            amount: e.currentTarget.value,
            isItemValueConfirmed: false,
            isCashAmountConfirmed: false,
          })
        }
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
            <ConfirmBox
              label={t('request.details.high-value-confirm')}
              checked={draft.isItemValueConfirmed}
              error={props.errorOf('itemValueConfirmed')}
              onChange={(checked) => update({ isItemValueConfirmed: checked })}
            />
          </Stack>
        </Alert>
      ) : null}
      {props.unusualCash ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('request.details.cash-unusual-title')}
          role="alert"
        >
          <Stack gap="xs">
            {t('request.details.cash-unusual-body', props.unusualCash)}
            <ConfirmBox
              label={t('request.details.cash-unusual-confirm')}
              checked={draft.isCashAmountConfirmed}
              error={props.errorOf('cashAmountConfirmed')}
              onChange={(checked) => update({ isCashAmountConfirmed: checked })}
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

/** A box the user ticks to say a warned-about amount is meant; its message when it is not yet. */
function ConfirmBox(props: {
  label: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label={props.label}
      checked={props.checked}
      error={props.error}
      aria-invalid={props.error !== null}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}
