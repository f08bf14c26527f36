import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** One numbered section of the request form; a locked one shows only its title until its turn. */
export function FormSection({
  step,
  title,
  isLocked = false,
  aside,
  children,
  testId,
}: {
  step: number;
  title: string;
  isLocked?: boolean;
  aside?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
      data-testid={testId}
      style={{ opacity: isLocked ? 0.6 : 1 }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="lg" circle variant={isLocked ? 'default' : 'filled'} aria-hidden>
              {step}
            </Badge>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {isLocked ? null : children}
      </Stack>
    </Paper>
  );
}

/** A line of secondary text inside a section. */
export function Hint({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
