import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatMoney } from '../../shared/format/money';
import { PageShell } from '../../shared/ui/page-shell';
import { completeChallenge, orderPaymentQueryOptions, paymentKeys } from './api/payment-calls';
import {
  clearChallengeStash,
  readChallengeStash,
  retryIntent,
  stashChallenge,
  type TChallengeStash,
} from './checkout';
import { CardPicker } from './components/card-picker';
import { cardFormErrors, emptyCardForm, type TCardForm } from './state/card-form';

function trackingPath(vendorId: string, orderId: string): string {
  return `/order-tracking/${encodeURIComponent(vendorId)}?order_id=${encodeURIComponent(orderId)}`;
}

/**
 * /payment/return/:intentId?challenge_result=: where the provider sends the payer back after a
 * 3-D Secure challenge. A passed challenge pays the order and opens its tracking; a failed or
 * cancelled one says why and lets the payer pay the same order with another card.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { intentId = '' } = useParams();
  const [params] = useSearchParams();
  const result = params.get('challenge_result') ?? '';
  const [stash] = useState(() => readChallengeStash(intentId));

  const done = useCallback(
    (vendorId: string, orderId: string) => {
      clearChallengeStash();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      notifications.show({ color: 'teal', message: t('order.created') });
      void navigate(trackingPath(vendorId, orderId), { replace: true });
    },
    [navigate, queryClient, t],
  );
  const back = useMutation({
    mutationFn: () => completeChallenge({ purchase_intent_id: intentId, challenge_result: result }),
    onSuccess: (answer) => done(answer.vendor_id, answer.order_id),
  });
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    back.mutate();
  }, [back]);

  const failure = isApiError(back.error) ? back.error.translationKey : null;
  return (
    <PageShell title={t('payment.return.title')} size="sm">
      {back.isError ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="alert"
            title={t('payment.return.failed-title')}
            data-testid="payment-error"
          >
            {t(failure && failure.startsWith('error.') ? failure : 'error.payment.confirm')}
          </Alert>
          {stash && isApiError(back.error) && back.error.status === 402 ? (
            <RetryPayment stash={stash} onPaid={done} />
          ) : (
            <Button component={Link} to="/request-a-rider" variant="light">
              {t('payment.return.back')}
            </Button>
          )}
        </Stack>
      ) : (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('payment.return.checking')}</Text>
        </Group>
      )}
    </PageShell>
  );
}

function RetryPayment({
  stash,
  onPaid,
}: {
  stash: TChallengeStash;
  onPaid: (vendorId: string, orderId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { country } = usePortalConfig();
  const kind = stash.paymentMethod;
  const [form, setForm] = useState<TCardForm>(emptyCardForm);
  const [savedCards, setSavedCards] = useState(stash.savedCards);
  const [isChecked, setChecked] = useState(false);
  const change = useCallback(
    (patch: Partial<TCardForm>) => setForm((current) => ({ ...current, ...patch })),
    [],
  );
  const payment = useQuery(
    orderPaymentQueryOptions({
      order_id: stash.orderId,
      vendor_id: stash.vendorId,
      updated_at: 'return',
    }),
  );
  const pay = useMutation({
    mutationFn: () =>
      retryIntent({
        vendorId: stash.vendorId,
        intentId: stash.intentId,
        paymentMethod: kind,
        form,
      }),
    onSuccess: (paid) => {
      if (paid.kind === 'paid') {
        onPaid(stash.vendorId, paid.orderId);
        return;
      }
      stashChallenge({ ...stash, savedCards });
      if (paid.url.startsWith('/')) void navigate(paid.url);
      else window.location.assign(paid.url);
    },
  });
  const failure = isApiError(pay.error) ? pay.error.translationKey : null;
  const errors = isChecked ? cardFormErrors(form, kind, new Date()) : {};
  const amount = payment.data ? formatMoney(payment.data.amount, country, i18n.language) : null;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Text>{t('payment.return.retry-lead')}</Text>
        <CardPicker
          kind={kind}
          savedCards={savedCards}
          form={form}
          errors={errors}
          canSave={false}
          onChange={change}
          removal={{
            vendorId: stash.vendorId,
            onRemoved: (cardId) => setSavedCards((cards) => cards.filter((c) => c.id !== cardId)),
          }}
        />
        {failure && failure !== 'payment.card.check-details' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {t(failure.startsWith('error.') ? failure : 'error.payment.confirm')}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button
            component={Link}
            to={trackingPath(stash.vendorId, stash.orderId)}
            variant="subtle"
          >
            {t('payment.return.see-order')}
          </Button>
          <Button
            loading={pay.isPending}
            onClick={() => {
              setChecked(true);
              pay.mutate();
            }}
          >
            {amount ? t('payment.return.pay-amount', { amount }) : t('payment.return.pay')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
