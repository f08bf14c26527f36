import { useCallback, type ReactNode } from 'react';
import { Alert, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFeePayment, TPaymentMethod } from '@rider-portal/domain/payments';
import { DeliveryPayment } from '../../payments';
import type { TCardForm } from '../../payments';
import { requestSubmitKey } from '../hooks/use-request-submit';
import { FormSection } from './form-section';
import type { TSectionProps } from './section-props';

type TProps = TSectionProps & {
  step: number;
  isLocked: boolean;
  methods: readonly TPaymentMethod[];
  isVatOn: boolean;
  isEditing: boolean;
  voucher: ReactNode;
  vendorId: string;
  isGuest: boolean;
};

/**
 * 000 §2 "payment": how the customer pays for the goods, from what the market and the vendor allow,
 * how the delivery is paid (card or account), the VAT number (flag) and the voucher.
 */
export function PaymentSection(props: TProps) {
  const { t } = useTranslation();
  const { draft, update } = props;
  const submits = useMutationState({
    filters: { mutationKey: requestSubmitKey(props.vendorId) },
    select: (mutation) => mutation.state.error,
  });
  const card = draft.card;
  const onCardChange = useCallback(
    (patch: Partial<TCardForm>) => update({ card: { ...card, ...patch } }),
    [card, update],
  );
  return (
    <FormSection
      step={props.step}
      title={t('request.payment.title')}
      isLocked={props.isLocked}
      testId="payment-section"
    >
      {props.methods.length === 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {t('error.no-payment-method-available')}
        </Alert>
      ) : (
        <Radio.Group
          label={t('request.payment.method')}
          required
          value={draft.paymentMethod ?? ''}
          error={props.errorOf('paymentMethod')}
          data-invalid={props.errorOf('paymentMethod') !== null || undefined}
          onChange={(value) => update({ paymentMethod: value as TPaymentMethod })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {props.methods.map((method) => (
              <Radio.Card
                key={method}
                value={method}
                radius="md"
                p="sm"
                withBorder
                aria-label={t(`request.payment.method.${method}`)}
              >
                <Stack gap={2}>
                  <Radio.Indicator size="sm" />
                  <Text fw={600} size="sm">
                    {t(`request.payment.method.${method}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`request.payment.method-hint.${method}`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {props.isEditing ? null : (
        <DeliveryPayment
          vendorId={props.vendorId}
          isGuest={props.isGuest}
          feePayment={draft.feePayment}
          card={draft.card}
          onFeePaymentChange={(feePayment: TFeePayment) => update({ feePayment })}
          onCardChange={onCardChange}
          submitError={submits.at(-1) ?? null}
        />
      )}
      {props.isVatOn && !props.isEditing ? (
        <TextInput
          label={t('request.payment.vat')}
          description={t('request.payment.vat-hint')}
          value={draft.vatNumber}
          maxLength={20}
          error={props.errorOf('vatNumber')}
          onChange={(e) => update({ vatNumber: e.currentTarget.value.toUpperCase() })}
          style={{ maxWidth: 260 }}
        />
      ) : null}
      {props.voucher}
    </FormSection>
  );
}
