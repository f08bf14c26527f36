import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  API_RSA_KEY_BITS,
  ERROR_TOAST_MS,
  NOTIFICATION_DEFAULT_MS,
} from '@rider-portal/domain/constants';
import { isApiError } from '../../shared/api/api-error';

/** What went wrong, in the user's language: the server's key, else offline or internal. */
export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!isApiError(error)) return t('error.internal');
    if (error.isNetworkError) return t('error.offline');
    return t(error.translationKey ?? 'error.internal', { bits: API_RSA_KEY_BITS });
  };
}

/** The screen's notices: a short green one on success, a red one saying why on failure. */
export function useNotices() {
  const failureText = useFailureText();
  return {
    success: (message: string) =>
      notifications.show({ color: 'green', message, autoClose: NOTIFICATION_DEFAULT_MS }),
    failure: (error: unknown) =>
      notifications.show({ color: 'red', message: failureText(error), autoClose: ERROR_TOAST_MS }),
  };
}
