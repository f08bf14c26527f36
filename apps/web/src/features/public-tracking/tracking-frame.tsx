import type { ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSelect } from '../../shared/ui/language-select';

/** Public tracking pages: the brand and the language, no navigation (UX.md). */
export function TrackingFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <BrandLogo />
            <LanguageSelect />
          </Group>
        </Container>
      </Box>
      {children}
    </>
  );
}
