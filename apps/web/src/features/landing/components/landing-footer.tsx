import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalConfig } from '../../../shared/config/config-context';
import { getBrand } from '../../../shared/brand/brand';
import { TermsLink } from '../../../shared/legal/terms-link';
import { BrandLogo } from '../../../shared/ui/brand-logo';

export function LandingFooter() {
  const { t } = useTranslation();
  const { entity } = usePortalConfig();
  return (
    <Box component="footer" py="xl" bg="dark.7" c="gray.3">
      <Container size="lg">
        <Group justify="space-between" gap="lg">
          <Group gap="md">
            <Box bg="white" p={6} style={{ borderRadius: 8 }}>
              <BrandLogo height={24} />
            </Box>
            <Text size="sm">
              © {new Date().getFullYear()} {getBrand(entity).name}
            </Text>
          </Group>
          <Group gap="lg" component="nav" aria-label={t('landing.footer.nav')}>
            <TermsLink c="gray.3" size="sm">
              {t('nav.terms')}
            </TermsLink>
            <Anchor component={Link} to="/prohibiteditems-c2c" c="gray.3" size="sm">
              {t('nav.prohibited-items')}
            </Anchor>
            <Anchor href="#faq" c="gray.3" size="sm">
              {t('landing.faq.title')}
            </Anchor>
            <Anchor component={Link} to="/connect" c="gray.3" size="sm">
              {t('nav.sign-in')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
