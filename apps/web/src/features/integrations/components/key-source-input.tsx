import { FileInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_PUBLIC_KEY_MAX_CHARS, API_RSA_KEY_BITS } from '@rider-portal/domain/constants';

/** Key text as it is: small monospace, so a PEM line fits. */
export const PEM_TEXTAREA_STYLES = {
  input: {
    fontFamily: 'var(--mantine-font-family-monospace)',
    fontSize: 'var(--mantine-font-size-xs)',
  },
};

export type TKeyChoice = { source: 'generate' } | { source: 'upload'; publicKeyPem: string };

/** How a client gets its key: made by the portal, or the public half of the user's own pair. */
export function KeySourceInput({
  value,
  onChange,
}: {
  value: TKeyChoice;
  onChange: (value: TKeyChoice) => void;
}) {
  const { t } = useTranslation();
  const readFile = async (file: File | null) => {
    if (!file) return;
    onChange({
      source: 'upload',
      publicKeyPem: (await file.text()).slice(0, API_PUBLIC_KEY_MAX_CHARS + 1),
    });
  };
  return (
    <Stack gap="sm">
      <Radio.Group
        value={value.source}
        onChange={(source) =>
          onChange(source === 'upload' ? { source, publicKeyPem: '' } : { source: 'generate' })
        }
        label={t('integrations.key.source')}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="generate"
            label={t('integrations.key.generate')}
            description={t('integrations.key.generate-hint', { bits: API_RSA_KEY_BITS })}
          />
          <Radio
            value="upload"
            label={t('integrations.key.upload')}
            description={t('integrations.key.upload-hint', { bits: API_RSA_KEY_BITS })}
          />
        </Stack>
      </Radio.Group>
      {value.source === 'upload' ? (
        <Stack gap="xs">
          <FileInput
            label={t('integrations.key.file')}
            placeholder={t('integrations.key.file-placeholder')}
            accept=".pem,.pub,.txt,application/x-pem-file"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onChange={(file) => void readFile(file)}
            clearable
          />
          <Textarea
            label={t('integrations.key.paste')}
            value={value.publicKeyPem}
            onChange={(event) =>
              onChange({ source: 'upload', publicKeyPem: event.currentTarget.value })
            }
            placeholder="-----BEGIN PUBLIC KEY-----"
            dir="ltr"
            autosize
            minRows={4}
            maxRows={8}
            styles={PEM_TEXTAREA_STYLES}
          />
          <Text size="xs" c="dimmed">
            {t('integrations.key.openssl')}
          </Text>
          <Text size="xs" ff="monospace" dir="ltr" c="dimmed">
            openssl genrsa -out key.pem {API_RSA_KEY_BITS} && openssl rsa -in key.pem -pubout -out
            key.pub
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The request's key, or null while an upload has no text yet. */
export function toKeySource(choice: TKeyChoice) {
  if (choice.source === 'generate') return { source: 'generate' as const };
  const pem = choice.publicKeyPem.trim();
  return pem ? { source: 'upload' as const, public_key_pem: pem } : null;
}
