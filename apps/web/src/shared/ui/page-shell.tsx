import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

/** Title, optional lead and body of a page, at the width the app uses everywhere. */
export function PageShell({
  title,
  lead,
  size = 'lg',
  children,
}: {
  title: string;
  lead?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }} component="main">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead ? <Text c="dimmed">{lead}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
