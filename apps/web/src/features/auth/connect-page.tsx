import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '../../shared/flags/use-flag';
import { TermsLink } from '../../shared/legal/terms-link';
import { AuthCard } from './auth-card';

/** /connect: sign in with email and password. The form itself comes with the auth issue. */
export function ConnectPage() {
  const { t } = useTranslation();
  const isSignUpOff = useFlag('sign-up-deactivation');
  return (
    <AuthCard title={t('connect.title')} lead={t('connect.lead')}>
      <Alert variant="light" icon={<IconInfoCircle size={20} />} title={t('connect.empty.title')}>
        {t('connect.empty.body')}
      </Alert>
      <Group justify="space-between">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('connect.forgot')}
        </Anchor>
        {isSignUpOff ? null : (
          <Anchor component={Link} to="/register" size="sm">
            {t('connect.register')}
          </Anchor>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <Trans i18nKey="connect.terms" components={{ terms: <TermsLink size="xs" inherit /> }} />
      </Text>
    </AuthCard>
  );
}
