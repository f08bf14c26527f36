import { useEffect, useMemo, useState } from 'react';
import { Accordion, Anchor, Box, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { helpFacts } from '@rider-portal/domain/help-center';
import { LANGUAGES, isCountryCode, resolveLanguage } from '@rider-portal/domain/markets';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { PublicHeader } from '../../../shared/ui/public-header';
import { buildHelpArticles } from './help-articles';
import { countryName } from './country-name';

/** `lang` names an interface language exactly (help-centre links carry it); anything else: none. */
function languageParam(value: string | null) {
  return value && (LANGUAGES as readonly string[]).includes(value) ? resolveLanguage(value) : null;
}

/**
 * /help/:country (001 §2 "Per-country FAQ pages"): the help articles of one market in the
 * interface language (`lang` sets it), with a search box. With `embed=1` it is the help centre's
 * page inside the portal's panel: no site header, and outside links open beside the portal.
 */
export function HelpFaqPage() {
  const { t, i18n } = useTranslation();
  const { country = '' } = useParams();
  const [params] = useSearchParams();
  const isEmbedded = params.get('embed') === '1';
  const requested = languageParam(params.get('lang'));
  const language = resolveLanguage(i18n.language);
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>([]);

  // A language whose texts cannot load (offline) falls back to the one shown: never a blank page.
  const [failedLanguage, setFailedLanguage] = useState<string | null>(null);
  useEffect(() => {
    if (requested && requested !== language) {
      changeLanguage(requested).catch(() => setFailedLanguage(requested));
    }
  }, [requested, language]);

  const code = country.toUpperCase();
  const articles = useMemo(() => {
    if (!isCountryCode(code)) return [];
    return buildHelpArticles({
      t,
      facts: helpFacts(code),
      countryName: countryName(code, language),
      language,
      isEmbedded,
    });
  }, [t, code, language, isEmbedded]);

  if (!isCountryCode(code)) return <Navigate to="/help" replace />;
  if (code !== country) return <Navigate to={`/help/${code}?${params.toString()}`} replace />;
  // Wait for the asked language rather than flash another one.
  if (requested && requested !== language && failedLanguage !== requested) return null;

  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? articles.filter((a) => a.searchText.includes(needle)) : articles;
  const name = countryName(code, language);

  return (
    <>
      {isEmbedded ? null : <PublicHeader />}
      <Container size="md" py={isEmbedded ? 'md' : { base: 'lg', sm: 'xl' }} component="main">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size={isEmbedded ? 'h3' : 'h2'}>
              {t('help.faq.title', { country: name })}
            </Title>
            <Text c="dimmed">{t('help.faq.lead', { country: name })}</Text>
          </Stack>
          <TextInput
            type="search"
            aria-label={t('help.faq.search')}
            placeholder={t('help.faq.search')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text c="dimmed" role="status">
              {t('help.faq.no-results')}
            </Text>
          ) : (
            <Accordion
              multiple
              variant="separated"
              radius="md"
              // While searching, every match is open: the answer is what the person looks for.
              value={needle ? shown.map((a) => a.id) : opened}
              onChange={needle ? undefined : setOpened}
            >
              {shown.map((article) => (
                <Accordion.Item key={article.id} value={article.id} bg="white">
                  <Accordion.Control>
                    <Text fw={600}>{article.title}</Text>
                  </Accordion.Control>
                  <Accordion.Panel>{article.body}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
          {isEmbedded ? null : (
            <Box>
              <Anchor component={Link} to="/help">
                {t('help.faq.all-countries')}
              </Anchor>
            </Box>
          )}
        </Stack>
      </Container>
    </>
  );
}
