import { z } from 'zod';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRefreshRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
  type TRegisterRequest,
} from '../auth.ts';
import { defineEndpoint, marketBody } from './endpoint.ts';

// Sign-in, registration, passwords and guest sessions (000 §7). Registration's body depends on
// the market's registration type (`registerRequestSchema`), so the server builds it.

const ZUser = z.object({ id: z.string(), email: z.string() });

/** A successful sign-in or session extension: the tokens, and who signed in. */
export const ZLoginAnswer = z.object({
  AuthenticationResult: z.object({
    AccessToken: z.string(),
    IdToken: z.string(),
    RefreshToken: z.string(),
    ExpiresIn: z.number().int(),
  }),
  user: ZUser,
});
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

const ZLoginResult = z.object({ result: ZLoginAnswer });
const ZTrue = z.object({ result: z.literal(true) });
const ZEmptyBody = z.object({}).strict().nullish();

export const login = defineEndpoint('login', {
  body: ZLoginRequest,
  response: { 200: ZLoginResult },
});

export const extendLogin = defineEndpoint('extendLogin', {
  body: ZRefreshRequest,
  response: { 200: ZLoginResult },
});

export const logout = defineEndpoint('logout', {
  body: ZEmptyBody,
  response: { 200: ZTrue },
});

export const register = defineEndpoint('register', {
  marketBody: marketBody<TRegisterRequest>(),
  response: {
    201: z.object({
      result: z.object({ user: ZUser, is_email_verification_required: z.literal(true) }),
    }),
  },
});

export const verifyRegistration = defineEndpoint('verifyRegistration', {
  body: ZVerifyEmailRequest,
  response: { 200: z.object({ result: z.object({ email: z.string() }) }) },
});

export const resendVerification = defineEndpoint('resendVerification', {
  body: ZResendVerificationRequest,
  response: { 200: ZTrue },
});

export const forgotPassword = defineEndpoint('forgotPassword', {
  body: ZForgotPasswordRequest,
  response: { 200: ZTrue },
});

export const resetPassword = defineEndpoint('resetPassword', {
  body: ZResetPasswordRequest,
  response: { 200: ZTrue },
});

/** POST /guest/session: the guest vendor and its token. */
export const ZGuestSessionAnswer = z.object({
  vendor_id: z.string(),
  token: z.object({ value: z.string(), exp: z.number().int() }),
});
export type TGuestSessionAnswer = z.infer<typeof ZGuestSessionAnswer>;

export const openGuestSession = defineEndpoint('openGuestSession', {
  body: ZEmptyBody,
  response: { 201: ZGuestSessionAnswer },
});
