import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SignInButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/connect" variant="default" px={{ base: 'sm', sm: 'md' }}>
      {t('nav.sign-in')}
    </Button>
  );
}
