import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESET_CODE_DIGITS } from '@rider-portal/domain/constants';
import { AuthCard } from './auth-card';

/** /forgot-password: reset with a 6-digit emailed code. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead', { digits: RESET_CODE_DIGITS })}>
      <Alert variant="light" icon={<IconInfoCircle size={20} />} title={t('forgot.empty.title')}>
        {t('forgot.empty.body')}
      </Alert>
      <Anchor component={Link} to="/connect" size="sm">
        {t('forgot.back')}
      </Anchor>
    </AuthCard>
  );
}
