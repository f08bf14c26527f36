import {
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getMarket } from '@rider-portal/domain/markets';
import { computeDeliveryFee } from '@rider-portal/domain/pricing';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatMoney } from '../../../shared/format/money';
import { Section } from './section';

/** The distance of the worked example on the landing page. */
const EXAMPLE_DISTANCE_KM = 3;

function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function PayAsYouGo() {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const market = getMarket(country);
  const money = (amount: number) => formatMoney(amount, country, i18n.language);
  const example = computeDeliveryFee({
    country,
    distanceKm: EXAMPLE_DISTANCE_KM,
    paymentMethod: 'PAID',
  });
  const points = ['no-subscription', 'per-delivery', 'payment', 'no-surge'];

  return (
    <Section
      id="pricing"
      title={t('landing.pricing.title')}
      lead={t('landing.pricing.lead')}
      tinted
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <List
          spacing="md"
          size="md"
          icon={
            <ThemeIcon size={24} radius="xl" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>{t(`landing.pricing.${point}`)}</List.Item>
          ))}
        </List>
        <Paper radius="lg" p="xl" withBorder>
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('landing.pricing.example.title', { country: countryName(country, i18n.language) })}
            </Title>
            <Group justify="space-between" wrap="nowrap">
              <Text>{t('landing.pricing.example.base')}</Text>
              <Text fw={600}>{money(market.pricing.baseFee)}</Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text>
                {market.pricing.includedKm > 0
                  ? t('landing.pricing.example.per-km-after', { km: market.pricing.includedKm })
                  : t('landing.pricing.example.per-km')}
              </Text>
              <Text fw={600}>{money(market.pricing.perKmFee)}</Text>
            </Group>
            <Divider />
            <Group justify="space-between" wrap="nowrap" align="baseline">
              <Text fw={600}>
                {t('landing.pricing.example.total', { km: EXAMPLE_DISTANCE_KM })}
              </Text>
              <Text fw={700} fz={28} c="var(--mantine-primary-color-filled)">
                {money(example.amount)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('landing.pricing.example.note')}
              {market.pricing.cashOnDeliverySurcharge > 0
                ? ` ${t('landing.pricing.example.cash-surcharge', {
                    amount: money(market.pricing.cashOnDeliverySurcharge),
                  })}`
                : null}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Section>
  );
}
