import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../../shared/live/use-live-updates';

/** Whether the list follows changes live, or waits for the next refresh while reconnecting. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const isConnected = useLiveState() === 'connected';
  return (
    <Tooltip
      label={t(isConnected ? 'tracking.live.connected-hint' : 'tracking.live.disconnected-hint')}
      multiline
      w={240}
    >
      <Group gap={6} wrap="nowrap" role="status" data-live={isConnected ? 'on' : 'off'}>
        <span
          aria-hidden
          style={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: isConnected ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-5)',
            boxShadow: isConnected ? '0 0 0 3px var(--mantine-color-teal-1)' : undefined,
          }}
        />
        <Text size="xs" fw={600} c={isConnected ? 'teal.8' : 'dimmed'}>
          {t(isConnected ? 'tracking.live.connected' : 'tracking.live.disconnected')}
        </Text>
      </Group>
    </Tooltip>
  );
}
