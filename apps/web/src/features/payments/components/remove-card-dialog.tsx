import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, NOTIFICATION_DEFAULT_MS } from '@rider-portal/domain/constants';
import { isApiError } from '../../../shared/api/api-error';
import { useRemoveSavedCard } from '../api/use-remove-saved-card';

/**
 * Asks once, clearly (UX.md: a destructive action), before a saved card is removed; says how it
 * went in a notice. On failure the dialog stays open to try again or keep the card.
 */
export function RemoveCardDialog({
  vendorId,
  card,
  onClose,
  onRemoved,
}: {
  vendorId: string;
  /** The card to remove with its label ('Visa •••• 4242'); null while the dialog is closed. */
  card: { id: string; label: string } | null;
  onClose: () => void;
  onRemoved: (cardId: string) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveSavedCard(vendorId);

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!card) return;
    remove.mutate(card.id, {
      onSuccess: (cardId) => {
        notifications.show({
          color: 'teal',
          message: t('payment.card.removed', { card: card.label }),
          autoClose: NOTIFICATION_DEFAULT_MS,
        });
        remove.reset();
        onRemoved(cardId);
        onClose();
      },
      onError: (error) => {
        const key = isApiError(error) ? error.translationKey : null;
        notifications.show({
          color: 'red',
          message: t(key && key.startsWith('error.') ? key : 'error.payment.card-remove'),
          autoClose: ERROR_TOAST_MS,
        });
      },
    });
  };

  return (
    <Modal opened={card !== null} onClose={close} title={t('payment.card.remove-title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('payment.card.remove-body', { card: card?.label ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('payment.card.remove-keep')}
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirm}
            loading={remove.isPending}
          >
            {t('payment.card.remove-confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
