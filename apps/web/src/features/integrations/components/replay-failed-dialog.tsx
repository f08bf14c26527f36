import { useState } from 'react';
import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

// Mantine's pickers speak in local 'YYYY-MM-DD HH:mm:ss' strings.
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** "Replay failed since…": every failed delivery of the client since the time chosen is sent again. */
export function ReplayFailedDialog({
  opened,
  isPending,
  onClose,
  onReplay,
}: {
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onReplay: (since: Date) => void;
}) {
  const { t } = useTranslation();
  const [since, setSince] = useState<string | null>(() =>
    dayjs().subtract(1, 'day').format(PICKER_FORMAT),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('integrations.deliveries.replay-failed')}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('integrations.deliveries.replay-failed-body')}</Text>
        <DateTimePicker
          label={t('integrations.deliveries.since')}
          value={since}
          onChange={setSince}
          maxDate={new Date()}
          valueFormat="DD/MM/YYYY HH:mm"
          dropdownType="modal"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t('integrations.cancel')}
          </Button>
          <Button
            disabled={!since}
            loading={isPending}
            onClick={() => since && onReplay(dayjs(since).toDate())}
          >
            {t('integrations.deliveries.replay-failed-submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
