import { useCallback } from 'react';
import { Alert, Button, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  feePaymentsFor,
  isOnlinePaymentActivated,
  type TFeePayment,
} from '@rider-portal/domain/payments';
import { isApiError } from '../../../shared/api/api-error';
import { useCountryParameter } from '../../../shared/country-params/use-country-parameter';
import { checkoutQueryOptions } from '../checkout';
import { cardFormErrors, type TCardForm } from '../state/card-form';
import { CardPicker } from './card-picker';

/** The payment error keys a payer can act on (the card form keeps what they typed). */
function isPaymentFailureKey(key: string | null): key is string {
  return key !== null && (key.startsWith('error.payment.') || key === 'payment.card.check-details');
}

type TProps = {
  vendorId: string;
  isGuest: boolean;
  feePayment: TFeePayment | null;
  card: TCardForm;
  onFeePaymentChange: (feePayment: TFeePayment) => void;
  onCardChange: (patch: Partial<TCardForm>) => void;
  /** The last submit's failure, shown beside the card (a decline, a card field to fix). */
  submitError: unknown;
};

/**
 * How the delivery is paid: by card while online payment is activated for the market
 * (000 §7 onlinePaymentActivated), or on the vendor's account; guests pay by card only (000 §6).
 * The card part lists the wallet's saved cards and a new card form of the flag's variant.
 */
export function DeliveryPayment(props: TProps) {
  const { t } = useTranslation();
  const online = useCountryParameter('onlinePaymentActivated');

  if (online.isPending) return <Skeleton h={96} radius="md" />;
  if (online.isError) {
    // 000 §8 error.payment.get-if-enabled: whether card payment is on could not be read.
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('error.payment.get-if-enabled')}</Text>
          <Button size="xs" variant="light" onClick={() => void online.refetch()}>
            {t('payment.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const choices = feePaymentsFor({
    isGuest: props.isGuest,
    isOnlinePaymentActivated: isOnlinePaymentActivated(online.data),
  });
  if (choices.length === 0) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {t('error.no-payment-method-available')}
      </Alert>
    );
  }
  const chosen =
    props.feePayment && choices.includes(props.feePayment)
      ? props.feePayment
      : (choices.find((c) => c === 'account') ?? choices[0]!);

  return (
    <Stack gap="sm" data-testid="delivery-payment">
      {choices.length > 1 ? (
        <Radio.Group
          label={t('payment.delivery.title')}
          value={chosen}
          onChange={(value) => props.onFeePaymentChange(value as TFeePayment)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {choices.map((choice) => (
              <Radio.Card
                key={choice}
                value={choice}
                radius="md"
                p="sm"
                withBorder
                aria-label={t(`payment.delivery.${choice}`)}
              >
                <Stack gap={2}>
                  <Radio.Indicator size="sm" />
                  <Text fw={600} size="sm">
                    {choice === 'card' ? (
                      <IconCreditCard
                        size={16}
                        aria-hidden
                        style={{ verticalAlign: 'text-bottom' }}
                      />
                    ) : (
                      <IconBuildingStore
                        size={16}
                        aria-hidden
                        style={{ verticalAlign: 'text-bottom' }}
                      />
                    )}{' '}
                    {t(`payment.delivery.${choice}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`payment.delivery.${choice}-hint`)}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      ) : (
        <Text size="sm" fw={600}>
          {t('payment.delivery.card-only')}
        </Text>
      )}
      {chosen === 'card' ? <CardCheckout {...props} /> : null}
    </Stack>
  );
}

function CardCheckout(props: TProps) {
  const { t } = useTranslation();
  const checkout = useQuery(checkoutQueryOptions(props.vendorId));
  const { onCardChange } = props;
  const change = useCallback((patch: Partial<TCardForm>) => onCardChange(patch), [onCardChange]);

  if (checkout.isPending) return <Skeleton h={180} radius="md" data-testid="card-skeleton" />;
  if (checkout.isError) {
    const key = isApiError(checkout.error) ? checkout.error.translationKey : null;
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(key && key.startsWith('error.') ? key : 'error.payment.init')}</Text>
          <Button size="xs" variant="light" onClick={() => void checkout.refetch()}>
            {t('payment.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const failure = isApiError(props.submitError) ? props.submitError.translationKey : null;
  const isShowingErrors = failure === 'payment.card.check-details';
  const errors = isShowingErrors
    ? cardFormErrors(props.card, checkout.data.paymentMethod, new Date())
    : {};
  return (
    <Stack gap="sm">
      <CardPicker
        kind={checkout.data.paymentMethod}
        savedCards={props.isGuest ? [] : checkout.data.savedCards}
        form={props.card}
        errors={errors}
        canSave={!props.isGuest}
        onChange={change}
        removal={props.isGuest ? undefined : { vendorId: props.vendorId }}
      />
      {isPaymentFailureKey(failure) && !isShowingErrors ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="payment-error"
        >
          {t(failure)}
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('payment.card.charge-note')}
      </Text>
    </Stack>
  );
}
