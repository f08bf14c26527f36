import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

/** A landing section: a heading (with an id for in-page links), an optional lead, the content. */
export function Section({
  id,
  title,
  lead,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      py={{ base: 48, sm: 72 }}
      bg={tinted ? 'gray.0' : undefined}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" maw={680}>
            <Title order={2} id={`${id}-title`} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {lead ? (
              <Text size="lg" c="dimmed">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
