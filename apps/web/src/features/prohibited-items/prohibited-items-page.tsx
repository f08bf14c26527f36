import { Alert, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconFlame,
  IconId,
  IconPaw,
  IconPill,
  IconScale,
  IconSword,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getMarket } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatMoney } from '../../shared/format/money';
import { PageShell } from '../../shared/ui/page-shell';
import { PublicHeader } from '../../shared/ui/public-header';

const CATEGORIES = [
  { key: 'illegal', icon: <IconBan size={24} /> },
  { key: 'hazardous', icon: <IconFlame size={24} /> },
  { key: 'weapons', icon: <IconSword size={24} /> },
  { key: 'drugs', icon: <IconPill size={24} /> },
  { key: 'animals', icon: <IconPaw size={24} /> },
  { key: 'valuables', icon: <IconCash size={24} /> },
] as const;

/** 000 §5, 001 §5: what individuals may not send, with the market's weight and value limits. */
export function ProhibitedItemsPage() {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const market = getMarket(country);

  return (
    <>
      <PublicHeader />
      <PageShell title={t('prohibited.title')} lead={t('prohibited.lead')} size="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CATEGORIES.map((category) => (
            <Paper key={category.key} withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <ThemeIcon size={44} radius="xl" variant="light" color="red" aria-hidden>
                  {category.icon}
                </ThemeIcon>
                <Title order={2} size="h5">
                  {t(`prohibited.${category.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`prohibited.${category.key}.body`)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Alert variant="light" icon={<IconId size={22} />} title={t('prohibited.age.title')}>
          {t('prohibited.age.body')}
        </Alert>
        <Alert
          variant="light"
          color="gray"
          icon={<IconScale size={22} />}
          title={t('prohibited.limits.title')}
        >
          <Stack gap={4}>
            <Text size="sm">{t('prohibited.limits.weight', { kg: market.itemWeightCapKg })}</Text>
            {market.itemValueCap !== null ? (
              <Text size="sm">
                {t('prohibited.limits.value', {
                  amount: formatMoney(market.itemValueCap, country, i18n.language),
                })}
              </Text>
            ) : null}
          </Stack>
        </Alert>
      </PageShell>
    </>
  );
}
