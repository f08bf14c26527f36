import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalConfig } from '../../../shared/config/config-context';
import { postResendVerification } from '../api/auth-calls';
import { FormAlert } from './form-alert';

/** After registering: the verification link is on its way (valid 24 hours, 000 §5). */
export function RegistrationSent({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const { environment } = usePortalConfig();
  const resend = useMutation({
    mutationFn: () => postResendVerification(email, i18n.language),
  });
  return (
    <Stack gap="md">
      <FormAlert kind="success">{t('register.sent.body', { email })}</FormAlert>
      {resend.isSuccess ? <FormAlert kind="info">{t('register.sent.resent')}</FormAlert> : null}
      <Group gap="sm">
        <Button component={Link} to="/connect" state={{ email }}>
          {t('nav.sign-in')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconMailForward size={18} aria-hidden />}
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {t('register.sent.resend')}
        </Button>
      </Group>
      {environment === 'prd' ? null : (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to="/dev/mailbox" inherit>
            {t('mailbox.open')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
