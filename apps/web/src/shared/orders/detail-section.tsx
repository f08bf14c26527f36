import { createContext, useContext, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The level of the section titles: 3 under the order's own h2 (the vendor's order panel); a page
 * whose h1 is the order (the public tracking pages) sets 2, so no level is skipped.
 */
export const SectionHeadingLevel = createContext<2 | 3>(3);

/** A titled card of the order detail. */
export function DetailSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const level = useContext(SectionHeadingLevel);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={level} size="h5">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** One labelled value; nothing when there is no value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="end" style={{ overflowWrap: 'anywhere' }}>
        {/* Isolated: a Latin name in an Arabic page keeps its full stop where it belongs. */}
        <bdi>{children}</bdi>
      </Text>
    </Group>
  );
}
