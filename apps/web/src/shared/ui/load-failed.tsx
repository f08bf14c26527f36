import { Alert, Button, Stack, Text } from '@mantine/core';
import { useFailureText } from './use-notices';

/** A read that failed: what happened (the server's key, translated), and trying again. */
export function LoadFailed({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
}) {
  const failureText = useFailureText();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failureText(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
