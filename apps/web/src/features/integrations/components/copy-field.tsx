import { useState } from 'react';
import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const MASK = '••••••••••••••••••••••••';

/**
 * A value to copy into another system (ClientID, KeyID, scope, webhook secret), read-only; a
 * secret stays masked until revealed. (No dir="ltr" on the input: its padding would then face
 * away from the buttons in right-to-left languages and the value run under them.)
 */
export function CopyField({
  label,
  value,
  isSecret = false,
}: {
  label: string;
  value: string;
  isSecret?: boolean;
}) {
  const { t } = useTranslation();
  const [isRevealed, setRevealed] = useState(false);
  const isMasked = isSecret && !isRevealed;
  return (
    <TextInput
      label={label}
      value={isMasked ? `${value.slice(0, 6)}${MASK}` : value}
      readOnly
      styles={{
        input: {
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 'var(--mantine-font-size-sm)',
          // An id reads left to right inside a right-to-left page ('rider.api.cy.*', not '*.rider…').
          unicodeBidi: 'plaintext',
          textOverflow: 'ellipsis',
        },
      }}
      rightSectionWidth={isSecret ? 68 : 36}
      rightSection={
        <Group gap={2} wrap="nowrap">
          {isSecret ? (
            <Tooltip
              label={t(isRevealed ? 'integrations.hide-named' : 'integrations.reveal-named', {
                name: label,
              })}
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setRevealed(!isRevealed)}
                aria-label={t(
                  isRevealed ? 'integrations.hide-named' : 'integrations.reveal-named',
                  {
                    name: label,
                  },
                )}
              >
                {isRevealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              </ActionIcon>
            </Tooltip>
          ) : null}
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Tooltip
                label={
                  copied ? t('integrations.copied') : t('integrations.copy-named', { name: label })
                }
              >
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('integrations.copy-named', { name: label })}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      }
    />
  );
}
