import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Input, PasswordInput, PinInput, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RESET_CODE_DIGITS } from '@rider-portal/domain/constants';
import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@rider-portal/domain/auth';
import { postForgotPassword, postResetPassword } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { failureKey, fieldErrorsOf, serverFieldErrors, type TFieldErrors } from './form-errors';
import type { TConnectState } from './connect-page';

/** 000 §2: the code is valid 10 minutes. */
const CODE_VALID_MINUTES = 10;

/**
 * /forgot-password: ask for a 6-digit code by email, then enter it with the new password twice
 * (000 §2, §5). The first step answers the same whether the email has an account or not.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [step, setStep] = useState<'email' | 'code'>('email');
  const request = useMutation({
    mutationFn: (address: string) => postForgotPassword(address, i18n.language),
    onSuccess: () => setStep('code'),
  });
  const reset = useMutation({
    mutationFn: postResetPassword,
    onSuccess: () => {
      const state: TConnectState = { email, notice: 'password-changed' };
      void navigate('/connect', { replace: true, state });
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const askForCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZForgotPasswordRequest.safeParse({ email_address: email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setEmail(parsed.data.email_address);
    request.mutate(parsed.data.email_address);
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZResetPasswordRequest.safeParse({
      email_address: email,
      code,
      password,
      repeat_password: repeat,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  };

  const lead = t('forgot.lead', { digits: RESET_CODE_DIGITS });
  if (step === 'email') {
    return (
      <AuthCard title={t('forgot.title')} lead={lead}>
        {request.isError ? (
          <FormAlert kind="error">{t(failureKey(request.error, 'error.internal'))}</FormAlert>
        ) : null}
        <AuthForm onSubmit={askForCode}>
          <TextInput
            label={t('forgot.email')}
            type="email"
            inputMode="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errorOf('email_address')}
          />
          <Button type="submit" size="md" fullWidth loading={request.isPending}>
            {t('forgot.send')}
          </Button>
        </AuthForm>
        <Anchor component={Link} to="/connect" size="sm">
          {t('forgot.back')}
        </Anchor>
      </AuthCard>
    );
  }

  const resetFailure =
    reset.isError && Object.keys(serverFieldErrors(reset.error)).length === 0
      ? failureKey(reset.error, 'auth.code-is-not-valid')
      : null;
  return (
    <AuthCard title={t('forgot.title')} lead={lead}>
      <FormAlert kind="info">
        {t('forgot.code.sent', { email, digits: RESET_CODE_DIGITS, minutes: CODE_VALID_MINUTES })}
      </FormAlert>
      {resetFailure ? <FormAlert kind="error">{t(resetFailure)}</FormAlert> : null}
      <AuthForm onSubmit={changePassword}>
        <Input.Wrapper label={t('forgot.code')} required error={errorOf('code')}>
          <PinInput
            length={RESET_CODE_DIGITS}
            type="number"
            oneTimeCode
            inputMode="numeric"
            value={code}
            onChange={setCode}
            error={Boolean(errors.code)}
            ariaLabel={t('forgot.code')}
            mt={4}
            dir="ltr"
          />
        </Input.Wrapper>
        <PasswordInput
          label={t('forgot.new-password')}
          description={t('register.password-rules')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errorOf('password')}
        />
        <PasswordInput
          label={t('forgot.repeat-password')}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={errorOf('repeat_password')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('forgot.submit')}
        </Button>
      </AuthForm>
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            reset.reset();
            request.mutate(email);
          }}
        >
          {t('forgot.resend')}
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setStep('email');
            setCode('');
            reset.reset();
          }}
        >
          {t('forgot.other-email')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
