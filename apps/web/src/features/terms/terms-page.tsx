import { useEffect } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePortalConfig } from '../../shared/config/config-context';
import { getBrand } from '../../shared/brand/brand';
import { getExternalTermsUrl } from '../../shared/legal/terms-link';
import { PageShell } from '../../shared/ui/page-shell';
import { PublicHeader } from '../../shared/ui/public-header';

const SECTIONS = [
  'service',
  'account',
  'orders',
  'prices',
  'items',
  'cancellation',
  'liability',
  'data',
  'changes',
] as const;

function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** 000 §2, 001 §2: the public terms, per country; two countries publish theirs elsewhere. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const { country, entity } = usePortalConfig();
  const values = { brand: getBrand(entity).name, country: countryName(country, i18n.language) };
  const externalUrl = getExternalTermsUrl(country);
  const { hash } = useLocation();
  // The privacy line of sign in links to #data; the section exists only once rendered.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PublicHeader />
      <PageShell title={t('terms.title')} lead={t('terms.lead', values)} size="md">
        {externalUrl ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="md" align="flex-start">
              <Text>{t('terms.external.body', values)}</Text>
              <Button
                component="a"
                href={externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternalLink size={18} aria-hidden />}
              >
                {t('terms.external.action')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Stack gap="xl" component="article">
            {SECTIONS.map((section, index) => (
              <Stack key={section} id={section} gap="xs" component="section">
                <Title order={2} size="h4">
                  {index + 1}. {t(`terms.${section}.title`, values)}
                </Title>
                <Text>{t(`terms.${section}.body`, values)}</Text>
              </Stack>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
              >
                {t('terms.print')}
              </Button>
              <Anchor component={Link} to="/prohibiteditems-c2c">
                {t('nav.prohibited-items')}
              </Anchor>
            </Group>
          </Stack>
        )}
      </PageShell>
    </>
  );
}
