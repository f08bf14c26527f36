import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed as SharedLoadFailed } from '../../../shared/ui/load-failed';

/** A list loading: rows of its shape, not a spinner (UX.md). */
export function ListSkeleton({ rowHeight = 44 }: { rowHeight?: number }) {
  return (
    <Stack gap="xs" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={rowHeight} radius="sm" />
      ))}
    </Stack>
  );
}

/** A read that failed: what happened, and trying again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <SharedLoadFailed error={error} onRetry={onRetry} retryLabel={t('integrations.retry')} />;
}
