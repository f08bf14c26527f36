import { useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFlag } from '../../shared/flags/use-flag';
import { getSession, isSessionValid } from '../../shared/session/session-store';
import { AuthCard } from './auth-card';
import { EmailVerification } from './components/email-verification';
import { FormAlert } from './components/form-alert';
import { GuestStart } from './components/guest-start';
import { LegalLines } from './components/legal-lines';
import { LoginForm } from './components/login-form';
import { isWelcomeSeen } from './welcome-seen';

/** What another screen may hand the sign-in page: an email to fill in and a notice to show. */
export type TConnectState = { email?: string; notice?: 'password-changed' };

const AFTER_SIGN_IN = '/request-a-rider';

/** What the sign-in hands the first page: show the welcome carousel there (first sign-in here). */
export type TAfterSignInState = { welcome?: boolean };

/**
 * /connect: sign in (000 §2). Also where the verification link lands (?verify=) and where a guest
 * starts. After the first sign-in in this browser the welcome carousel shows over the request
 * page the user lands on (not over the sign-in form, which then took seconds to leave).
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const isSignUpOff = useFlag('sign-up-deactivation');
  const state = (location.state ?? {}) as TConnectState;
  const verifyToken = params.get('verify');
  const [email, setEmail] = useState(state.email ?? '');
  const [formKey, setFormKey] = useState(0);
  // Someone already signed in who opens /connect goes on; a sign-in made here navigates itself.
  const [wasSignedIn] = useState(() => isSessionValid(getSession()) && !verifyToken);
  if (wasSignedIn) return <Navigate to={AFTER_SIGN_IN} replace />;

  const finish = () => {
    const state: TAfterSignInState = { welcome: !isWelcomeSeen() };
    void navigate(AFTER_SIGN_IN, { replace: true, state });
  };

  return (
    <AuthCard title={t('connect.title')} lead={t('connect.lead')}>
      {verifyToken ? (
        <EmailVerification
          token={verifyToken}
          onVerified={(verified) => {
            setEmail(verified);
            setFormKey((k) => k + 1);
          }}
        />
      ) : null}
      {state.notice === 'password-changed' ? (
        <FormAlert kind="success">{t('connect.password-changed')}</FormAlert>
      ) : null}
      <LoginForm key={formKey} initialEmail={email} onSignedIn={finish} />
      {/* One link a line in every language and font: side by side, they fitted or wrapped with
          the font, so the page moved when the web font replaced the fallback (layout shift). */}
      <Stack gap="xs" align="flex-start">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('connect.forgot')}
        </Anchor>
        {isSignUpOff ? null : (
          <Anchor component={Link} to="/register" size="sm">
            {t('connect.register')}
          </Anchor>
        )}
      </Stack>
      <Stack gap="md">
        <GuestStart />
        <LegalLines i18nKey="connect.terms" />
      </Stack>
    </AuthCard>
  );
}
