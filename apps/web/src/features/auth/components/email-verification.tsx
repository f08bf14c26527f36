import { useEffect, useRef } from 'react';
import { Loader, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postVerifyEmail } from '../api/auth-calls';
import { failureKey } from '../form-errors';
import { FormAlert } from './form-alert';

/**
 * The link of the verification mail opens /connect?verify={token}: the address is confirmed here
 * (000 §5: the link is valid 24 hours) and the form below is filled with it.
 */
export function EmailVerification({
  token,
  onVerified,
}: {
  token: string;
  onVerified: (email: string) => void;
}) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: postVerifyEmail,
    onSuccess: (r) => onVerified(r.email),
  });
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (startedFor.current === token) return;
    startedFor.current = token;
    verify.mutate(token);
  }, [token, verify]);

  if (verify.isError) {
    return (
      <FormAlert kind="error">{t(failureKey(verify.error, 'auth.code-is-not-valid'))}</FormAlert>
    );
  }
  if (verify.isSuccess) return <FormAlert kind="success">{t('connect.verified')}</FormAlert>;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('connect.verifying')}</Text>
    </Group>
  );
}
