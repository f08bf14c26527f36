import { Alert, Button, CopyButton, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PEM_TEXTAREA_STYLES } from './key-source-input';

/** Offers the private key as a .pem file, named after its KeyID. */
function download(privateKeyPem: string, keyId: string) {
  const url = URL.createObjectURL(new Blob([privateKeyPem], { type: 'application/x-pem-file' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `rider-portal-${keyId}.pem`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A private key the portal made: shown this once (it is not kept), to copy or download. */
export function PrivateKeyOnce({ privateKeyPem, keyId }: { privateKeyPem: string; keyId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('integrations.private-key.title')}
        role="alert"
      >
        {t('integrations.private-key.warning')}
      </Alert>
      <Textarea
        label={t('integrations.private-key.label')}
        value={privateKeyPem}
        readOnly
        dir="ltr"
        autosize
        minRows={4}
        maxRows={6}
        styles={PEM_TEXTAREA_STYLES}
        onFocus={(event) => event.currentTarget.select()}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <CopyButton value={privateKeyPem}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {t(copied ? 'integrations.copied' : 'integrations.private-key.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => download(privateKeyPem, keyId)}
        >
          {t('integrations.private-key.download')}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
