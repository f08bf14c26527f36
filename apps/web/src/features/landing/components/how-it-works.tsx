import { Stack, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardText, IconCreditCard, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

export function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { key: 'details', icon: <IconClipboardText size={26} /> },
    { key: 'pay', icon: <IconCreditCard size={26} /> },
    { key: 'track', icon: <IconMapPin size={26} /> },
  ];
  return (
    <Section id="how-it-works" title={t('landing.how.title')}>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {steps.map((step, index) => (
          <Stack key={step.key} gap="sm" component="li">
            <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
              {step.icon}
            </ThemeIcon>
            <Title order={3} size="h4">
              {t('landing.how.step', { number: index + 1 })} · {t(`landing.how.${step.key}.title`)}
            </Title>
            <Text c="dimmed">{t(`landing.how.${step.key}.body`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
