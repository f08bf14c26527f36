import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PublicHeader } from '../../shared/ui/public-header';

/** The frame of the sign-in, register and password pages: a narrow card under the public header. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PublicHeader />
      <Container size={460} py={{ base: 'lg', sm: 48 }} component="main">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              <Text c="dimmed">{lead}</Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
