import { Anchor, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { TermsLink } from '../../../shared/legal/terms-link';

/**
 * 000 §2: the terms and privacy acceptance lines under sign in and registration. The privacy
 * policy is the personal-data part of the terms page.
 */
export function LegalLines({ i18nKey }: { i18nKey: 'connect.terms' | 'register.terms' }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans
        i18nKey={i18nKey}
        components={{
          // Underlined: inside dimmed text, colour alone does not tell a link apart.
          terms: <TermsLink size="xs" inherit underline="always" />,
          privacy: (
            <Anchor
              component={Link}
              to="/termsandconditions#data"
              size="xs"
              inherit
              underline="always"
            />
          ),
        }}
      />
    </Text>
  );
}
