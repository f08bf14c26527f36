import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { checkBulkFile } from '@rider-portal/domain/bulk';
import {
  BULK_FILE_EXTENSION,
  BULK_FILE_MAX_BYTES,
  BULK_FILE_MIME_TYPE,
  BULK_CSV_EXTENSION,
} from '@rider-portal/domain/constants';
import { downloadBulkTemplate } from '../api/download-template';
import { showBulkNotice } from '../hooks/bulk-notice';

/**
 * 001 §2 "ask for the Excel file": drop or choose an XLSX of at most 5 MB (checked here for a
 * quick answer, and again by the server by its content), or download the template first.
 */
export function FileStep({
  vendorId,
  onFile,
}: {
  vendorId: string | null;
  onFile: (file: File) => void;
}) {
  const { t, i18n } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);
  // Phones have nothing to drag from: they are told to tap.
  const canDrag = useMediaQuery('(hover: hover) and (pointer: fine)', true, {
    getInitialValueInEffect: false,
  });

  const take = (file: File) => {
    if (!vendorId) return showBulkNotice('error', t('bulk.no-vendor'));
    const problem = checkBulkFile(file);
    if (problem) return showBulkNotice('error', t(problem));
    onFile(file);
  };
  const refuse = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    showBulkNotice(
      'error',
      t(code === 'file-too-large' ? 'bulk.file-too-large' : 'bulk.file-format-invalid'),
    );
  };
  const download = async () => {
    if (!vendorId) return showBulkNotice('error', t('bulk.no-vendor'));
    setDownloading(true);
    try {
      await downloadBulkTemplate(vendorId, i18n.language);
    } catch {
      showBulkNotice('error', t('bulk.template-file-error'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => {
          const [file] = files;
          if (file) take(file);
        }}
        onReject={refuse}
        maxSize={BULK_FILE_MAX_BYTES}
        multiple={false}
        accept={{ [BULK_FILE_MIME_TYPE]: [BULK_FILE_EXTENSION], 'text/csv': [BULK_CSV_EXTENSION] }}
        radius="md"
        aria-label={t('bulk.file.drop')}
      >
        <Group justify="center" gap="lg" mih={160} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} color="var(--mantine-primary-color-filled)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconFileSpreadsheet size={30} />
            </ThemeIcon>
          </Dropzone.Idle>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {canDrag ? t('bulk.file.drop') : t('bulk.file.tap')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('bulk.file.hint')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Text fw={600}>{t('bulk.template.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('bulk.template.hint')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => void download()}
            loading={isDownloading}
          >
            {t('bulk.template.download')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
