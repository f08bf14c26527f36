import { useId, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cancelBlock } from '@rider-portal/domain/cancellation';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { useFlag } from '../../../shared/flags/use-flag';
import { useCancelTexts } from './cancel-block-text';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * 001 §4 "Cancellable": the cancel button while the order can be cancelled, saying until
 * when; disabled with the reason once a rider has accepted it (or while it cannot be yet); nothing
 * for a finished order. The dialog follows the order live, so it never offers a refused cancel.
 */
export function CancelAction({
  order,
  now,
  timeZone,
}: {
  order: TOrderView;
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const isDelayedCancellationEnabled = useFlag('delayed-cancellation');
  const [isOpen, setOpen] = useState(false);
  const hintId = useId();
  const texts = useCancelTexts(timeZone);
  const block = cancelBlock({
    status: order.status,
    statusHistory: order.status_history,
    now,
    isDelayedCancellationEnabled,
  });
  if (block?.reason === 'finished' && !isOpen) return null;
  return (
    <Stack gap={4}>
      <Button
        color="red"
        variant="outline"
        disabled={block !== null}
        onClick={() => setOpen(true)}
        aria-describedby={hintId}
      >
        {t('order-detail.cancel.button')}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" data-testid="cancel-hint">
        {block ? texts.why(block) : texts.until}
      </Text>
      <CancelOrderDialog
        order={order}
        block={block}
        timeZone={timeZone}
        opened={isOpen}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
