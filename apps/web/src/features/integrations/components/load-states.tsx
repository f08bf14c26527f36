import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../use-notices';

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
  const failureText = useFailureText();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failureText(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('integrations.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
