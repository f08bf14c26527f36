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
  const body = await apiClient.request<{ result: TLoginAnswer }>('/login', {
    method: 'POST',
    body: input,
    retry: false,
  });
  return body.result;
}

export async function postRegister(
  input: TRegisterRequest,
): Promise<{ user: { id: string; email: string } }> {
  const body = await apiClient.request<{ result: { user: { id: string; email: string } } }>(
    '/register',
    { method: 'POST', body: input, retry: false },
  );
  return body.result;
}

export async function postVerifyEmail(token: string): Promise<{ email: string }> {
  const body = await apiClient.request<{ result: { email: string } }>('/register/verify', {
    method: 'POST',
    body: { token },
  });
  return body.result;
}

export async function postResendVerification(email: string, language: string): Promise<void> {
  await apiClient.request('/register/resend-verification', {
    method: 'POST',
    body: { email_address: email, language },
  });
}

export async function postForgotPassword(email: string, language: string): Promise<void> {
  await apiClient.request('/password/forgot', {
    method: 'POST',
    body: { email_address: email, language },
  });
}

export async function postResetPassword(input: TResetPasswordRequest): Promise<void> {
  await apiClient.request('/password/reset', { method: 'POST', body: input, retry: false });
}

export async function postGuestSession(): Promise<TGuestSessionAnswer> {
  return apiClient.request<TGuestSessionAnswer>('/guest/session', { method: 'POST', body: {} });
}
