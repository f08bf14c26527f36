import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSelect } from '../../shared/ui/language-select';
import { isActiveSegment, navHref, type TNavItem } from './nav-items';

interface TTopBarProps {
  items: TNavItem[];
  pathname: string;
  vendorId: string | undefined;
}

/** 000 §2 desktop top bar: logo to order tracking, the area tabs, the language. */
export function TopBar({ items, pathname, vendorId }: TTopBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xl" wrap="nowrap" style={{ minWidth: 0 }}>
            <Link to={navHref('order-tracking', vendorId)} style={{ display: 'flex', minWidth: 0 }}>
              <BrandLogo />
            </Link>
            <Group
              component="nav"
              aria-label={t('nav.main')}
              gap={4}
              visibleFrom="md"
              wrap="nowrap"
            >
              {items.map((item) => {
                const isActive = isActiveSegment(pathname, item.segment);
                return (
                  <Button
                    key={item.segment}
                    component={Link}
                    to={navHref(item.segment, vendorId)}
                    aria-current={isActive ? 'page' : undefined}
                    variant={isActive ? 'light' : 'subtle'}
                    color={isActive ? undefined : 'gray'}
                    leftSection={item.icon}
                  >
                    {t(item.labelKey)}
                  </Button>
                );
              })}
            </Group>
          </Group>
          <LanguageSelect />
        </Group>
      </Container>
    </Box>
  );
}
