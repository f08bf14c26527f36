import type { z } from 'zod';
import { authErrorKey, ERROR_KEYS, LOGIN_FAILURE_KEYS } from '@rider-portal/domain/errors';
import { isApiError } from '../../shared/api/api-error';

export type TFieldErrors = Partial<Record<string, string>>;

/** The first translation key per field of a failed parse (the schemas report keys, 000 §5). */
export function fieldErrorsOf(error: z.ZodError): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors, by field, for the form to show next to its inputs. */
export function serverFieldErrors(error: unknown): TFieldErrors {
  const errors: TFieldErrors = {};
  if (!isApiError(error)) return errors;
  for (const item of error.envelope?.errors ?? []) {
    if (item.field && item.translation_key) errors[item.field] ??= item.translation_key;
  }
  return errors;
}

/**
 * 000 §7, §8: a failed sign-in shows 'Failed to login.' with auth.{message}; without an answer,
 * 'Something went wrong. Please try again. You could be offline.'. A throttled one says in how
 * many seconds to try again (the seconds are loginFailureValues').
 */
export function loginFailureKey(error: unknown): string {
  if (!isApiError(error)) return 'auth.failed-to-login';
  if (error.isNetworkError) return 'error.offline';
  const key = error.translationKey;
  if (key === ERROR_KEYS.authLoginThrottled) {
    return error.retryAfterSeconds === null ? ERROR_KEYS.authTooManyOnGoingRequests : key;
  }
  if (key && (LOGIN_FAILURE_KEYS as readonly string[]).includes(key)) return key;
  return authErrorKey(error.envelope?.message);
}

/** What fills the placeholders of loginFailureKey's message. */
export function loginFailureValues(error: unknown): { seconds?: number } {
  const seconds = isApiError(error) ? error.retryAfterSeconds : null;
  return seconds === null ? {} : { seconds };
}

/** Any other failure: the server's key, the offline message, or the screen's own fallback. */
export function failureKey(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return 'error.offline';
  return error.envelope?.errors?.[0]?.translation_key || error.translationKey || fallback;
}
