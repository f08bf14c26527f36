import { useMemo, useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerRequestSchema, type TRegisterRequest } from '@rider-portal/domain/auth';
import { getMarket } from '@rider-portal/domain/markets';
import { sanitizePhoneInput } from '@rider-portal/domain/phone-input';
import { usePortalConfig } from '../../shared/config/config-context';
import { useSession } from '../../shared/session/session-store';
import { postRegister } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm } from './components/auth-form';
import { FormAlert } from './components/form-alert';
import { LegalLines } from './components/legal-lines';
import { RegistrationSent } from './components/registration-sent';
import { failureKey, fieldErrorsOf, serverFieldErrors, type TFieldErrors } from './form-errors';
import { PhoneInput } from '../../shared/ui/phone-input';

type TValues = {
  identity: string;
  phone_number: string;
  email_address: string;
  password: string;
  repeat_password: string;
};

const EMPTY: TValues = {
  identity: '',
  phone_number: '',
  email_address: '',
  password: '',
  repeat_password: '',
};

/**
 * /register (000 §2): vendor code (PV) or business name (NPV), mobile number in the market's
 * dialling region, email, password and its repetition. The same schema checks it on the server.
 * Hidden by the router while sign-up is deactivated. A guest who registers keeps their orders.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { registrationType, country } = usePortalConfig();
  const { mode } = useSession();
  const market = getMarket(country);
  const schema = useMemo(
    () => registerRequestSchema({ registrationType, phoneRegion: market.phoneRegion }),
    [registrationType, market.phoneRegion],
  );
  const identityField = registrationType === 'PV' ? 'vendor_code' : 'business_name';
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const register = useMutation({
    mutationFn: postRegister,
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  if (register.isSuccess) {
    return (
      <AuthCard title={t('register.sent.title')} lead={t('register.lead')}>
        <RegistrationSent email={register.data.user.email} />
      </AuthCard>
    );
  }

  const set = (field: keyof TValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { identity, ...rest } = values;
    const payload = { [identityField]: identity, ...rest, language: i18n.language };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(parsed.data as TRegisterRequest);
  };

  return (
    <AuthCard title={t('register.title')} lead={t('register.lead')}>
      {register.isError && Object.keys(serverFieldErrors(register.error)).length === 0 ? (
        <FormAlert kind="error">{t(failureKey(register.error, 'register.failed'))}</FormAlert>
      ) : null}
      {mode === 'GUEST' ? <FormAlert kind="info">{t('register.guest-kept')}</FormAlert> : null}
      <AuthForm onSubmit={submit}>
        <TextInput
          label={t(registrationType === 'PV' ? 'register.vendor-code' : 'register.business-name')}
          description={registrationType === 'PV' ? t('register.vendor-code.hint') : undefined}
          autoComplete={registrationType === 'PV' ? 'off' : 'organization'}
          required
          value={values.identity}
          onChange={(e) => set('identity')(e.currentTarget.value)}
          error={errorOf(identityField)}
        />
        <PhoneInput
          label={t('register.phone')}
          autoComplete="tel"
          required
          description={t('register.phone.hint', { prefix: market.phonePrefix })}
          placeholder={`${market.phonePrefix} …`}
          value={values.phone_number}
          onChange={(e) => set('phone_number')(sanitizePhoneInput(e.currentTarget.value))}
          error={errorOf('phone_number')}
        />
        <TextInput
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email_address}
          onChange={(e) => set('email_address')(e.currentTarget.value)}
          error={errorOf('email_address')}
        />
        <PasswordInput
          label={t('register.password')}
          description={t('register.password-rules')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errorOf('password')}
        />
        <PasswordInput
          label={t('register.repeat-password')}
          autoComplete="new-password"
          required
          value={values.repeat_password}
          onChange={(e) => set('repeat_password')(e.currentTarget.value)}
          error={errorOf('repeat_password')}
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </AuthForm>
      <LegalLines i18nKey="register.terms" />
      <Text size="sm">
        {t('register.have-account')}{' '}
        <Anchor component={Link} to="/connect" inherit>
          {t('nav.sign-in')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
