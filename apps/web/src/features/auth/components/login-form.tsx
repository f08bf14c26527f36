import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZLoginRequest } from '@rider-portal/domain/auth';
import type { TLoginAnswer } from '../../../shared/session/session-store';
import { postResendVerification } from '../api/auth-calls';
import { useLogin } from '../hooks/use-login';
import {
  fieldErrorsOf,
  loginFailureKey,
  loginFailureValues,
  type TFieldErrors,
} from '../form-errors';
import { AuthForm } from './auth-form';
import { FormAlert } from './form-alert';

/**
 * 000 §2 sign in: email address and password. A failure shows its 'Failed to login.' message
 * (or, after too many, the seconds to wait) and keeps what was typed; an unconfirmed email can
 * ask for a new link right there.
 */
export function LoginForm({
  initialEmail,
  onSignedIn,
}: {
  initialEmail: string;
  onSignedIn: (answer: TLoginAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const login = useLogin();
  const resend = useMutation({
    mutationFn: (address: string) => postResendVerification(address, i18n.language),
  });
  const failure = login.error ? loginFailureKey(login.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZLoginRequest.safeParse({ email_address: email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    resend.reset();
    login.mutate(parsed.data, { onSuccess: onSignedIn });
  };

  return (
    <AuthForm onSubmit={submit}>
      {failure ? (
        <FormAlert
          kind="error"
          action={
            failure === 'auth.user-is-not-confirmed' && !resend.isSuccess ? (
              <Button
                size="xs"
                variant="light"
                loading={resend.isPending}
                onClick={() => resend.mutate(email.trim())}
              >
                {t('connect.resend')}
              </Button>
            ) : null
          }
        >
          {t(failure, loginFailureValues(login.error))}
        </FormAlert>
      ) : null}
      {resend.isSuccess ? (
        <FormAlert kind="info">{t('connect.resent', { email: email.trim() })}</FormAlert>
      ) : null}
      <TextInput
        label={t('connect.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={errors.email_address ? t(errors.email_address) : undefined}
      />
      <PasswordInput
        label={t('connect.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password ? t(errors.password) : undefined}
      />
      <Button type="submit" size="md" fullWidth loading={login.isPending}>
        {t('connect.submit')}
      </Button>
    </AuthForm>
  );
}
