import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASONS,
  cancelReasonKey,
  type TCancelReason,
} from '@rider-portal/domain/cancel-reasons';
import { cancelBlock, type TCancelBlock } from '@rider-portal/domain/cancellation';
import { CANCEL_ERROR_TOAST_MS, NOTIFICATION_DEFAULT_MS } from '@rider-portal/domain/constants';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { isApiError } from '../../../shared/api/api-error';
import { useFlag } from '../../../shared/flags/use-flag';
import { updateHistoryLists, upsertActiveOrder } from '../../../shared/orders/order-cache';
import { useCancelOrder } from '../api/cancel-order';
import { orderQueryOptions } from '../api/get-order';
import { useCancelTexts } from './cancel-block-text';

const CANT_CANCEL_KEY = 'order.cant-cancel-order';

/**
 * 001 §2, §7, §8: cancel with a reason. Success says 'attempt-cancel'; any failure says
 * "Unfortunately we could not cancel that order" for 7 s. The dialog asks once, clearly (UX.md).
 * Once the order can no longer be cancelled (a rider accepted it while the dialog was
 * open) the dialog says why instead of offering the reasons; a refusal (409) closes it and the
 * notice says why, read from the order as it is now.
 */
export function CancelOrderDialog({
  order,
  block,
  timeZone,
  opened,
  onClose,
}: {
  order: TOrderView;
  /** Why the order cannot be cancelled now, or null while it can. */
  block: TCancelBlock | null;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isDelayedCancellationEnabled = useFlag('delayed-cancellation');
  const texts = useCancelTexts(timeZone);
  const [reason, setReason] = useState<TCancelReason | null>(null);
  const cancel = useCancelOrder();

  const close = () => {
    if (cancel.isPending) return;
    setReason(null);
    cancel.reset();
    onClose();
  };

  /** After a refusal: the order as the server has it now, and why it cannot be cancelled. */
  const explainRefusal = async () => {
    const options = orderQueryOptions(order.vendor_id, order.order_id);
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    const fresh = await queryClient.fetchQuery(options).catch(() => null);
    if (fresh) {
      upsertActiveOrder(queryClient, fresh, () => false);
      updateHistoryLists(queryClient, fresh);
    }
    const why = fresh
      ? cancelBlock({
          status: fresh.status,
          statusHistory: fresh.status_history,
          now: Date.now(),
          isDelayedCancellationEnabled,
        })
      : null;
    notifications.show({
      color: 'red',
      title: t(CANT_CANCEL_KEY),
      message: why ? texts.why(why) : t('order.not-cancellable'),
      autoClose: CANCEL_ERROR_TOAST_MS,
    });
  };

  const submit = () => {
    if (!reason) return;
    cancel.mutate(
      { vendorId: order.vendor_id, orderId: order.order_id, reason },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            message: t(answer.translation_key || 'order.attempt-cancel'),
            autoClose: NOTIFICATION_DEFAULT_MS,
          });
          setReason(null);
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) {
            // Refused: the order moved on (a rider accepted it). Asking again cannot help.
            setReason(null);
            cancel.reset();
            onClose();
            void explainRefusal();
            return;
          }
          // 001 §7: another failure (a lost connection): the choice stays, to try again.
          notifications.show({
            color: 'red',
            message: t(CANT_CANCEL_KEY),
            autoClose: CANCEL_ERROR_TOAST_MS,
          });
        },
      },
    );
  };

  const isBlocked = block !== null && !cancel.isPending;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('order-detail.cancel.title', { orderId: order.order_id })}
      centered
      size="md"
    >
      {isBlocked ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
            {texts.why(block)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('order-detail.cancel.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('order-detail.cancel.body')}</Text>
          <Text size="sm" c="dimmed">
            {texts.until}
          </Text>
          <Radio.Group
            value={reason}
            onChange={(value) => setReason(value as TCancelReason)}
            label={t('order-detail.cancel.reason')}
            withAsterisk
          >
            <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars mt="xs">
              <Stack gap="xs" py={4}>
                {CANCEL_REASONS.map((value) => (
                  <Radio key={value} value={value} label={t(cancelReasonKey(value))} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('order-detail.cancel.keep')}
            </Button>
            <Button color="red" onClick={submit} disabled={!reason} loading={cancel.isPending}>
              {t('order-detail.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
