import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';

/** Shown while a page's code loads: the outline of a page, never a blank screen. */
export function PageSkeleton({ withHeader = true }: { withHeader?: boolean }) {
  return (
    <Box aria-busy="true">
      {withHeader ? (
        <Box style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
          <Container size="lg" h={64}>
            <Group h="100%" justify="space-between">
              <Skeleton h={32} w={120} />
              <Skeleton h={36} w={170} />
            </Group>
          </Container>
        </Box>
      ) : null}
      <Container size="lg" py="xl">
        <Stack gap="md">
          <Skeleton h={32} w="40%" />
          <Skeleton h={16} w="70%" />
          <Skeleton h={220} />
        </Stack>
      </Container>
    </Box>
  );
}
