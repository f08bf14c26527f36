import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../shared/ui/use-notices';
import { useResetNotificationSettings } from '../api/notification-settings';

/** Going back to the default asks once: the vendor's own choice is forgotten. */
export function ResetDialog({
  vendorId,
  vendorName,
  opened,
  onClose,
}: {
  vendorId: string;
  vendorName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices();
  const reset = useResetNotificationSettings(vendorId);
  return (
    <Modal
      opened={opened}
      onClose={() => !reset.isPending && onClose()}
      title={t('notification-settings.reset.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('notification-settings.reset.body', { vendor: vendorName })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reset.isPending}>
            {t('notification-settings.reset.keep')}
          </Button>
          <Button
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  notices.success(t('notification-settings.reset.done'));
                  onClose();
                },
                onError: notices.failure,
              })
            }
          >
            {t('notification-settings.reset')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
