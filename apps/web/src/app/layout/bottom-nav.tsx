import { Box, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActiveSegment, navHref, type TNavItem } from './nav-items';
import { preloadOnIntent } from '../area-pages';

interface TBottomNavProps {
  items: TNavItem[];
  pathname: string;
  vendorId: string | undefined;
}

/** Phones: the areas as a bottom bar, so the next action is under the thumb. */
export function BottomNav({ items, pathname, vendorId }: TBottomNavProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      hiddenFrom="md"
      pos="fixed"
      h={64}
      bg="white"
      style={{
        zIndex: 100,
        insetInline: 0,
        insetBlockEnd: 0,
        display: 'flex',
        borderBlockStart: '1px solid var(--mantine-color-gray-3)',
        paddingBlockEnd: 'env(safe-area-inset-bottom)',
      }}
    >
      {items.map((item) => {
        const isActive = isActiveSegment(pathname, item.segment);
        return (
          <UnstyledButton
            key={item.segment}
            component={Link}
            to={navHref(item.segment, vendorId)}
            {...preloadOnIntent(item.segment)}
            aria-current={isActive ? 'page' : undefined}
            style={{
              // Equal widths, whatever the length of each label in the chosen language.
              flex: '1 1 0',
              minWidth: 0,
              paddingInline: 2,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              color: isActive
                ? 'var(--mantine-primary-color-filled)'
                : 'var(--mantine-color-gray-7)',
            }}
          >
            {item.icon}
            {/* Long words (German, Finnish) take two lines and may break rather than be cut. */}
            <Text
              fz={11}
              lh={1.15}
              ta="center"
              fw={isActive ? 700 : 500}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
            >
              {t(item.labelKey)}
            </Text>
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
