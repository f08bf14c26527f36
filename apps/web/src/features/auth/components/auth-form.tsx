import type { FormEvent, ReactNode } from 'react';
import { Fieldset, Stack } from '@mantine/core';
import { useIsLive } from '../../../shared/ui/use-is-live';

/**
 * A form of the access screens; the browser's own validation is off (the schemas say why). On a
 * prerendered page its fields and buttons wait, disabled, until the page is live: typed
 * text and a press before then would be lost to the app, or submit the form the browser's way.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const isLive = useIsLive();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset variant="unstyled" disabled={!isLive}>
        <Stack gap="md">{children}</Stack>
      </Fieldset>
    </form>
  );
}
