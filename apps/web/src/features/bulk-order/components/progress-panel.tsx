import type { ReactNode } from 'react';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';

/** A step in progress: what is happening, how far it got, and what the user may do meanwhile. */
export function ProgressPanel({
  title,
  label,
  percent,
  hint,
  action,
}: {
  title: string;
  label: string;
  /** null while the total is not known yet. */
  percent: number | null;
  hint?: string;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" role="status" aria-live="polite">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Progress
          value={percent ?? 100}
          striped={percent === null}
          animated
          size="lg"
          radius="xl"
          aria-label={label}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm">{label}</Text>
          {action}
        </Group>
        {hint ? (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
