import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, NOTIFICATION_DEFAULT_MS } from '@rider-portal/domain/constants';
import { isApiError } from '../api/api-error';

/**
 * What went wrong, in the user's language: the server's key, else offline or internal. `values`
 * fill the placeholders a screen's error texts may hold (a limit from the domain).
 */
export function useFailureText(values?: Record<string, string | number>) {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!isApiError(error)) return t('error.internal');
    if (error.isNetworkError) return t('error.offline');
    return t(error.translationKey ?? 'error.internal', values);
  };
}

/** A screen's notices: a short green one on success, a red one saying why on failure. */
export function useNotices(values?: Record<string, string | number>) {
  const failureText = useFailureText(values);
  return {
    success: (message: string) =>
      notifications.show({ color: 'green', message, autoClose: NOTIFICATION_DEFAULT_MS }),
    failure: (error: unknown) =>
      notifications.show({ color: 'red', message: failureText(error), autoClose: ERROR_TOAST_MS }),
  };
}
