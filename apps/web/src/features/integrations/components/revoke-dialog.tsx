import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevokeApiClient } from '../api/manage-api-client';
import { useNotices } from '../use-notices';

/** Revoking asks once, clearly: the integration stops working at once and for good. */
export function RevokeDialog({
  vendorId,
  clientId,
  opened,
  onClose,
}: {
  vendorId: string;
  clientId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notices = useNotices();
  const revoke = useRevokeApiClient(vendorId, clientId);
  return (
    <Modal
      opened={opened}
      onClose={() => !revoke.isPending && onClose()}
      title={t('integrations.revoke.title')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('integrations.revoke.body')}</Text>
        <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {clientId}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={revoke.isPending}>
            {t('integrations.revoke.keep')}
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  notices.success(t('integrations.revoke.done'));
                  onClose();
                },
                onError: notices.failure,
              })
            }
          >
            {t('integrations.revoke.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
