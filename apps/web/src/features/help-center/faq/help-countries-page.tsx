import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_CODES } from '@rider-portal/domain/markets';
import { PageShell } from '../../../shared/ui/page-shell';
import { PublicHeader } from '../../../shared/ui/public-header';
import { countryName } from './country-name';

/** /help: every market's help pages, by country name in the interface language. */
export function HelpCountriesPage() {
  const { t, i18n } = useTranslation();
  const countries = COUNTRY_CODES.map((code) => ({
    code,
    name: countryName(code, i18n.language),
  })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <>
      <PublicHeader />
      <PageShell title={t('help.countries.title')} lead={t('help.countries.lead')} size="md">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          {countries.map((country) => (
            <UnstyledButton key={country.code} component={Link} to={`/help/${country.code}`}>
              <Paper
                withBorder
                radius="md"
                px="md"
                py="sm"
                style={{ display: 'flex', alignItems: 'center', gap: 8 }}
              >
                <Text fw={600} style={{ flex: 1 }}>
                  {country.name}
                </Text>
                <IconChevronRight size={18} className="rp-flip-rtl" aria-hidden />
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </PageShell>
    </>
  );
}
