import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TYPICAL_DELIVERY_MINUTES } from '@rider-portal/domain/constants';

/** A picture of what the product does: one order on its way. Decorative. */
function OrderPreview() {
  const { t } = useTranslation();
  const steps = [
    { label: t('landing.hero.preview.placed'), isDone: true },
    { label: t('landing.hero.preview.collected'), isDone: true },
    { label: t('landing.hero.preview.on-the-way'), isDone: false },
  ];
  return (
    <Paper shadow="md" radius="lg" p="lg" withBorder aria-hidden maw={380} w="100%" mx="auto">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('landing.hero.preview.order', { number: 'V1001-24' })}</Text>
          <Badge variant="light">{t('landing.hero.preview.eta', { minutes: 12 })}</Badge>
        </Group>
        <Stack gap="xs">
          {steps.map((step) => (
            <Group key={step.label} gap="sm" wrap="nowrap">
              <ThemeIcon
                size={24}
                radius="xl"
                variant={step.isDone ? 'filled' : 'light'}
                color={step.isDone ? undefined : 'gray'}
              >
                {step.isDone ? <IconCheck size={14} /> : <IconMotorbike size={14} />}
              </ThemeIcon>
              <Text size="sm" c={step.isDone ? undefined : 'dimmed'}>
                {step.label}
              </Text>
            </Group>
          ))}
        </Stack>
        <Group
          gap="sm"
          wrap="nowrap"
          pt="xs"
          style={{ borderBlockStart: '1px solid var(--mantine-color-gray-2)' }}
        >
          <ThemeIcon size={36} radius="xl" variant="light">
            <IconMotorbike size={20} />
          </ThemeIcon>
          <Box>
            <Text size="sm" fw={600}>
              {t('landing.hero.preview.rider')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('landing.hero.preview.vehicle')}
            </Text>
          </Box>
        </Group>
      </Stack>
    </Paper>
  );
}

export function Hero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 40, sm: 80 }}
      bg="var(--mantine-primary-color-light)"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Title order={1} id="hero-title" fz={{ base: 34, sm: 48 }}>
              {t('landing.hero.title')}
            </Title>
            <Text size="xl" c="dark.4" maw={520}>
              {t('landing.hero.subtitle', { minutes: TYPICAL_DELIVERY_MINUTES })}
            </Text>
            <Group gap="md">
              <Button
                component={Link}
                to="/connect"
                size="lg"
                rightSection={<IconArrowRight size={20} className="rp-flip-rtl" aria-hidden />}
              >
                {t('landing.hero.cta')}
              </Button>
              <Text size="sm">
                {t('landing.hero.have-account')}{' '}
                <Text
                  component={Link}
                  to="/connect"
                  fw={600}
                  c="var(--mantine-color-anchor)"
                  inherit
                  td="underline"
                >
                  {t('nav.sign-in')}
                </Text>
              </Text>
            </Group>
          </Stack>
          <OrderPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
