import { z } from 'zod';
import type { TRegistrationType } from './platform.ts';
import { VALIDATION_KEYS } from './validation-keys.ts';
import { ZEmail, ZPassword, ZResetCode, isPossiblePhone } from './validation.ts';

// The payloads of sign in, registration and password reset (000 §2, §5, §7), shared by the
// server, which validates every request with them, and the forms, which show the same keys.

/** Longest text accepted in any free field of these forms (names, codes, tokens). */
export const AUTH_TEXT_MAX_CHARS = 200;
/** Longest password accepted: argon2 hashes anything, but a megabyte of password is an attack. */
export const PASSWORD_MAX_CHARS = 200;

// 000 §7 POST /login: email_address and password. Only presence is checked here: the password rule
// applies when a password is chosen, not when it is typed to sign in.
export const ZLoginRequest = z
  .object({
    email_address: ZEmail.max(AUTH_TEXT_MAX_CHARS, { error: VALIDATION_KEYS.emailInvalid }),
    password: z
      .string({ error: VALIDATION_KEYS.passwordRequired })
      .min(1, { error: VALIDATION_KEYS.passwordRequired })
      .max(PASSWORD_MAX_CHARS, { error: VALIDATION_KEYS.passwordRequired }),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

const ZNewPassword = ZPassword.max(PASSWORD_MAX_CHARS, { error: VALIDATION_KEYS.passwordRequired });
const ZLanguageTag = z.string().max(20).optional();

function requiredText(key: string) {
  return z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(AUTH_TEXT_MAX_CHARS, { error: key });
}

/**
 * 000 §2 Register: a vendor code (PV registration type) or a business name (NPV), a mobile number
 * possible in the market's phone region, an email, a password (000 §5 rule) and its repetition.
 * `language` is the interface language the mails are written in.
 */
export function registerRequestSchema(opts: {
  registrationType: TRegistrationType;
  phoneRegion: string;
}) {
  const phone = z
    .string({ error: VALIDATION_KEYS.phoneNumberRequired })
    .trim()
    .min(1, { error: VALIDATION_KEYS.phoneNumberRequired, abort: true })
    .max(32, { error: VALIDATION_KEYS.phoneInvalid, abort: true })
    .refine((value) => isPossiblePhone(value, opts.phoneRegion), {
      error: VALIDATION_KEYS.phoneInvalid,
    });
  const common = {
    phone_number: phone,
    email_address: ZEmail.max(AUTH_TEXT_MAX_CHARS, { error: VALIDATION_KEYS.emailInvalid }),
    password: ZNewPassword,
    repeat_password: z.string({ error: VALIDATION_KEYS.passwordsDoNotMatch }),
    language: ZLanguageTag,
  };
  // The field of the other registration type is refused like any unknown field.
  const identity =
    opts.registrationType === 'PV'
      ? {
          vendor_code: requiredText(VALIDATION_KEYS.vendorCodeRequired),
          business_name: z.undefined().optional(),
        }
      : {
          vendor_code: z.undefined().optional(),
          business_name: requiredText(VALIDATION_KEYS.businessNameRequired),
        };
  return z
    .object({ ...identity, ...common })
    .strict()
    .refine((v) => v.password === v.repeat_password, {
      error: VALIDATION_KEYS.passwordsDoNotMatch,
      path: ['repeat_password'],
    });
}
export type TRegisterRequest = {
  vendor_code?: string;
  business_name?: string;
  phone_number: string;
  email_address: string;
  password: string;
  repeat_password: string;
  language?: string | undefined;
};

// 000 §7 POST /login/extend.
export const ZRefreshRequest = z
  .object({ refresh_token: z.string().min(1).max(AUTH_TEXT_MAX_CHARS) })
  .strict();

// Email verification (000 §5: the link is valid 24 hours).
export const ZVerifyEmailRequest = z
  .object({ token: z.string().min(1).max(AUTH_TEXT_MAX_CHARS) })
  .strict();
export const ZResendVerificationRequest = z
  .object({
    email_address: ZEmail.max(AUTH_TEXT_MAX_CHARS, { error: VALIDATION_KEYS.emailInvalid }),
    language: ZLanguageTag,
  })
  .strict();

// 000 §2 /forgot-password: ask for a 6-digit code by email, then reset with it.
export const ZForgotPasswordRequest = ZResendVerificationRequest;
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    email_address: ZEmail.max(AUTH_TEXT_MAX_CHARS, { error: VALIDATION_KEYS.emailInvalid }),
    code: ZResetCode,
    password: ZNewPassword,
    repeat_password: z.string({ error: VALIDATION_KEYS.passwordsDoNotMatch }),
  })
  .strict()
  .refine((v) => v.password === v.repeat_password, {
    error: VALIDATION_KEYS.passwordsDoNotMatch,
    path: ['repeat_password'],
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
