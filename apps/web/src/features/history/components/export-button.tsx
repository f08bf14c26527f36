import { useState } from 'react';
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { downloadFile, saveBlob } from '../../../shared/api/download';
import { isApiError } from '../../../shared/api/api-error';
import { historyQueryString, type THistoryQuery } from '../api/get-history-orders';

type TFormat = 'csv' | 'xlsx';

/**
 * 001 §2 export, §8 export messages: the filtered range as CSV or XLSX, saved at once; over
 * 10,000 rows the server mails a link instead ("report sent by e-mail"). The file (and the mail)
 * is in the interface language: headers, statuses, dates and money as on screen.
 */
export function ExportButton({ query }: { query: THistoryQuery | null }) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<{ loaded: number; total: number | null } | null>(null);

  const run = async (format: TFormat) => {
    if (!query) return;
    setProgress({ loaded: 0, total: null });
    try {
      const answer = await downloadFile(
        `/vendor/${encodeURIComponent(query.vendorId)}/orders/export`,
        {
          query: { ...historyQueryString(query), format, language: i18n.language },
          fallbackName: `orders.${format}`,
          onProgress: (loaded, total) => setProgress({ loaded, total }),
        },
      );
      if (answer.kind === 'file') saveBlob(answer.blob, answer.filename);
      else notifications.show({ color: 'teal', message: t('export.sent-by-email') });
    } catch (error) {
      const key = isApiError(error) ? error.translationKey : null;
      notifications.show({
        color: 'red',
        message: t(key === 'export.failed' ? 'export.failed' : 'download.failed'),
        autoClose: ERROR_TOAST_MS,
      });
    } finally {
      setProgress(null);
    }
  };

  if (progress) {
    const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 100;
    return (
      <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
        <Progress
          value={percent}
          animated
          striped={progress.total === null}
          w={120}
          aria-label={t('history.export.progress')}
        />
        <Text size="sm" c="dimmed">
          {t('history.export.in-progress', { kb: Math.ceil(progress.loaded / 1024) })}
        </Text>
      </Group>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={!query}
        >
          {t('history.export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{t('history.export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{t('history.export.xlsx')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
