import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowRight,
  IconClipboardList,
  IconMotorbike,
  IconSparkles,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TYPICAL_DELIVERY_MINUTES } from '@rider-portal/domain/constants';
import { usePortalConfig } from '../../../shared/config/config-context';
import { getBrand } from '../../../shared/brand/brand';

type TSlide = { key: 'welcome' | 'details' | 'request'; icon: ReactNode };

const SLIDES: TSlide[] = [
  { key: 'welcome', icon: <IconSparkles size={40} /> },
  { key: 'details', icon: <IconClipboardList size={40} /> },
  { key: 'request', icon: <IconMotorbike size={40} /> },
];

/**
 * 000 §2, 001 §2: the welcome carousel, three screens (Welcome, Add order details, Request a
 * rider) with skip, next and start. `onDone` runs on skip and on start.
 */
export function WelcomeCarousel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { entity } = usePortalConfig();
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index] ?? SLIDES[0]!;
  const isLast = index === SLIDES.length - 1;
  const values = { brand: getBrand(entity).name, minutes: TYPICAL_DELIVERY_MINUTES };
  const titleId = `welcome-${slide.key}-title`;

  return (
    <Modal
      opened
      onClose={onDone}
      withCloseButton={false}
      closeOnClickOutside={false}
      fullScreen={isPhone === true}
      centered
      size="md"
      radius="lg"
      aria-labelledby={titleId}
      padding="xl"
    >
      <Stack gap="xl" align="center" ta="center" py="md" mih={isPhone ? '80vh' : undefined}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('welcome.progress', { step: index + 1, total: SLIDES.length })}
        </Text>
        <ThemeIcon size={88} radius="xl" variant="light" aria-hidden>
          {slide.icon}
        </ThemeIcon>
        <Stack gap="sm" style={{ flexGrow: 1 }}>
          <Title order={2} id={titleId}>
            {t(`welcome.${slide.key}.title`, values)}
          </Title>
          <Text c="dark.4" size="lg">
            {t(`welcome.${slide.key}.body`, values)}
          </Text>
        </Stack>
        <Group gap={8} aria-hidden>
          {SLIDES.map((s, i) => (
            <Box
              key={s.key}
              w={i === index ? 24 : 8}
              h={8}
              style={{
                borderRadius: 4,
                transition: 'width 150ms ease',
                background:
                  i === index
                    ? 'var(--mantine-primary-color-filled)'
                    : 'var(--mantine-color-gray-3)',
              }}
            />
          ))}
        </Group>
        <Group justify="space-between" w="100%" wrap="nowrap">
          {isLast ? (
            <span />
          ) : (
            <Button variant="subtle" color="gray" onClick={onDone}>
              {t('welcome.skip')}
            </Button>
          )}
          {isLast ? (
            <Button
              size="md"
              onClick={onDone}
              rightSection={<IconArrowRight size={18} className="rp-flip-rtl" aria-hidden />}
            >
              {t('welcome.start')}
            </Button>
          ) : (
            <Button
              size="md"
              onClick={() => setIndex(index + 1)}
              rightSection={<IconArrowRight size={18} className="rp-flip-rtl" aria-hidden />}
            >
              {t('welcome.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
