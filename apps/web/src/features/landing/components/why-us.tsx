import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconLiveView, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INSTANT_DELIVERY_PROMISE_MINUTES } from '@rider-portal/domain/constants';
import { Section } from './section';

export function WhyUs() {
  const { t } = useTranslation();
  const reasons = [
    { key: 'fast', icon: <IconClockHour4 size={26} /> },
    { key: 'no-surge', icon: <IconReceipt2 size={26} /> },
    { key: 'live', icon: <IconLiveView size={26} /> },
  ];
  return (
    <Section id="why-us" title={t('landing.why.title')} tinted>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {reasons.map((reason) => (
          <Paper key={reason.key} radius="lg" p="xl" withBorder>
            <Stack gap="sm">
              <ThemeIcon size={52} radius="xl" aria-hidden>
                {reason.icon}
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`landing.why.${reason.key}.title`, {
                  minutes: INSTANT_DELIVERY_PROMISE_MINUTES,
                })}
              </Title>
              <Text c="dimmed">
                {t(`landing.why.${reason.key}.body`, { minutes: INSTANT_DELIVERY_PROMISE_MINUTES })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
