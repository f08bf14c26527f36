import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZBulkDuplicateFile } from '@rider-portal/domain/api/bulk';
import { getMarket } from '@rider-portal/domain/markets';
import { isApiError } from '../../../shared/api/api-error';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatDayTime } from '../../../shared/format/time';

/** The earlier upload of the same file (409 bulk.duplicate-file), when an upload answered it. */
export type TEarlierUpload = { createdAt: string; ordersPlaced: number };

export function earlierUploadOf(error: unknown): TEarlierUpload | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = ZBulkDuplicateFile.safeParse(error.envelope);
  if (!parsed.success) return null;
  return { createdAt: parsed.data.meta.created_at, ordersPlaced: parsed.data.meta.orders_placed };
}

/**
 * Issue 22: "You uploaded this file on {date} ({n} orders placed). Upload it again?", asked before
 * anything is checked; Upload again sends the same file with allow_duplicate.
 */
export function DuplicateFileDialog({
  earlier,
  onAgain,
  onCancel,
}: {
  earlier: TEarlierUpload | null;
  onAgain: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const date = earlier
    ? formatDayTime(earlier.createdAt, getMarket(country).timeZone, i18n.language)
    : '';
  return (
    <Modal opened={earlier !== null} onClose={onCancel} title={t('bulk.duplicate.title')} centered>
      <Stack gap="md">
        <Text>{t('bulk.duplicate-file', { date, count: earlier?.ordersPlaced ?? 0 })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('bulk.duplicate.cancel')}
          </Button>
          <Button onClick={onAgain}>{t('bulk.duplicate.again')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
