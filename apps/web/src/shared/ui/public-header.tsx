import type { ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';

/** Header of the public pages: logo home, language, and an optional action (sign in). */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <Box component="header" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Link to="/" style={{ display: 'flex', minWidth: 0 }}>
            <BrandLogo />
          </Link>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LanguageSelect />
            {children}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
