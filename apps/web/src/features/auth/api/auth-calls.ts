import type { TRegisterRequest, TResetPasswordRequest } from '@rider-portal/domain/auth';
import { apiClient } from '../../../shared/api/client';
import type { TGuestSessionAnswer, TLoginAnswer } from '../../../shared/session/session-store';

// The calls of the sign-in, registration and password screens (000 §7). A sign-in is never
// retried: a throttled one answers 429 with the seconds to wait, and retrying would only delay
// the message.

export async function postLogin(input: {
  email_address: string;
  password: string;
}): Promise<TLoginAnswer> {
  const body = await apiClient.call('login', {
    body: input,
    retry: false,
  });
  return body.result;
}

export async function postRegister(
  input: TRegisterRequest,
): Promise<{ user: { id: string; email: string } }> {
  const body = await apiClient.call('register', { body: input, retry: false });
  return body.result;
}

export async function postVerifyEmail(token: string): Promise<{ email: string }> {
  const body = await apiClient.call('verifyRegistration', { body: { token } });
  return body.result;
}

export async function postResendVerification(email: string, language: string): Promise<void> {
  await apiClient.call('resendVerification', { body: { email_address: email, language } });
}

export async function postForgotPassword(email: string, language: string): Promise<void> {
  await apiClient.call('forgotPassword', { body: { email_address: email, language } });
}

export async function postResetPassword(input: TResetPasswordRequest): Promise<void> {
  await apiClient.call('resetPassword', { body: input, retry: false });
}

export async function postGuestSession(): Promise<TGuestSessionAnswer> {
  return apiClient.call('openGuestSession', { body: {} });
}
