import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../shared/analytics/track';
import { clearPinPreference } from '../../../shared/session/pin-preference';
import {
  forgetGuest,
  storeLogin,
  updateSession,
  type TLoginAnswer,
} from '../../../shared/session/session-store';
import { postLogin } from '../api/auth-calls';
import { loginFailureKey } from '../form-errors';

/**
 * 000 §4 "Login": an attempt sets loading and clears the pin preference; success stores the user
 * and tokens (and clears stored guest order ids and the guest); failure resets auth and the pin.
 * Attempt, success and failure are tracked.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email_address: string; password: string }) => {
      track('login_attempt');
      updateSession({ loading: true });
      clearPinPreference();
      return postLogin(input);
    },
    onSuccess: (answer: TLoginAnswer) => {
      forgetGuest();
      storeLogin(answer);
      // Whatever was cached for a guest or a previous user is not this user's.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'flags' });
      track('login_success');
    },
    onError: (error) => {
      updateSession({ loading: false, user: null, meta: null });
      clearPinPreference();
      track('login_failure', { reason: loginFailureKey(error) });
    },
  });
}
