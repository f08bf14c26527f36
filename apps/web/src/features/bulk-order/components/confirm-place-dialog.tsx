import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatMoney } from '../../../shared/format/money';

/**
 * 001 §2 "a confirmation dialog to place orders"; UX.md: a destructive action (placing many
 * orders) asks once, clearly: how many, what is left out, what it costs.
 */
export function ConfirmPlaceDialog({
  job,
  aboveLimitCount,
  isOpen,
  isPlacing,
  onConfirm,
  onCancel,
}: {
  job: TBulkJobSummary;
  aboveLimitCount: number;
  isOpen: boolean;
  isPlacing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  return (
    <Modal opened={isOpen} onClose={onCancel} title={t('bulk.confirm.title')} centered>
      <Stack gap="md">
        <List spacing={4} size="sm">
          <List.Item>
            {t('bulk.totals.to-be-placed')}: <strong>{job.orders_to_be_placed}</strong>
          </List.Item>
          <List.Item>
            {t('bulk.totals.fee')}:{' '}
            <strong>{formatMoney(job.total_fee, country, i18n.language)}</strong>
          </List.Item>
          {job.errors > 0 ? (
            <List.Item>{t('bulk.confirm.errors-skipped', { count: job.errors })}</List.Item>
          ) : null}
          {aboveLimitCount > 0 ? (
            <List.Item>{t('bulk.confirm.item-value', { count: aboveLimitCount })}</List.Item>
          ) : null}
        </List>
        <Text size="sm" c="dimmed">
          {t('bulk.confirm.body')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPlacing}>
            {t('bulk.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isPlacing}>
            {t('bulk.confirm.place')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
