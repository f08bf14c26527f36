import { useState } from 'react';
import { Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  CANCEL_REASONS,
  cancelReasonKey,
  type TCancelReason,
} from '@rider-portal/domain/cancel-reasons';
import { CANCEL_ERROR_TOAST_MS, NOTIFICATION_DEFAULT_MS } from '@rider-portal/domain/constants';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { useCancelOrder } from '../api/cancel-order';

const CANT_CANCEL_KEY = 'order.cant-cancel-order';

/**
 * 001 §2, §7, §8: cancel with a reason. Success says 'attempt-cancel'; any failure says
 * "Unfortunately we could not cancel that order" for 7 s. The dialog asks once, clearly (UX.md).
 */
export function CancelOrderDialog({
  order,
  opened,
  onClose,
}: {
  order: TOrderView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TCancelReason | null>(null);
  const cancel = useCancelOrder();

  const close = () => {
    if (cancel.isPending) return;
    setReason(null);
    cancel.reset();
    onClose();
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
        onError: () => {
          // 001 §7: whatever failed (refused state, lost connection), the answer is cant-cancel-order.
          notifications.show({
            color: 'red',
            message: t(CANT_CANCEL_KEY),
            autoClose: CANCEL_ERROR_TOAST_MS,
          });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('order-detail.cancel.title', { orderId: order.order_id })}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">{t('order-detail.cancel.body')}</Text>
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
    </Modal>
  );
}
