import { Button } from '@mantine/core';
import { IconLinkOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TrackingMain } from './tracking-layout';

/**
 * A link without its token, with a wrong one, or for no order (the server answers all three
 * alike): say so and what to do. Anything else failed on the way: offer to try again.
 */
export function TrackingUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isInvalid = error === null || (isApiError(error) && error.status === 404);
  return (
    <TrackingMain title={null} size="sm">
      {isInvalid ? (
        <EmptyState
          icon={<IconLinkOff size={30} />}
          title={t('public-tracking.not-found')}
          headingOrder={1}
        >
          {t('public-tracking.invalid.body')}
        </EmptyState>
      ) : (
        <EmptyState
          headingOrder={1}
          icon={<IconWifiOff size={30} />}
          title={t('public-tracking.load-failed')}
          action={<Button onClick={onRetry}>{t('app.reload')}</Button>}
        >
          {t('error.offline')}
        </EmptyState>
      )}
    </TrackingMain>
  );
}
