import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';

/** /register: create a business account. Hidden by the router when sign-up is deactivated. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.title')} lead={t('register.lead')}>
      <Alert variant="light" icon={<IconInfoCircle size={20} />} title={t('register.empty.title')}>
        {t('register.empty.body')}
      </Alert>
      <Text size="sm">
        {t('register.have-account')}{' '}
        <Anchor component={Link} to="/connect" inherit>
          {t('nav.sign-in')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
