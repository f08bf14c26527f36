import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBike, IconMotorbike, IconPackage, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getMarket } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../../shared/config/config-context';
import { Section } from './section';

export function Fleet() {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  const market = getMarket(country);
  const items = [
    { key: 'motorbikes', icon: <IconMotorbike size={26} /> },
    { key: 'bicycles', icon: <IconBike size={26} /> },
    { key: 'bags', icon: <IconTemperature size={26} /> },
    { key: 'limits', icon: <IconPackage size={26} /> },
  ];
  return (
    <Section id="fleet" title={t('landing.fleet.title')} lead={t('landing.fleet.lead')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {items.map((item) => (
          <Paper key={item.key} radius="lg" p="lg" withBorder>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  {item.icon}
                </ThemeIcon>
                <Title order={3} size="h5">
                  {t(`landing.fleet.${item.key}.title`)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed">
                {t(`landing.fleet.${item.key}.body`, {
                  kg: market.itemWeightCapKg,
                  km: market.deliveryDistanceCapKm,
                })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
