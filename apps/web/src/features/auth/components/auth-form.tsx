import type { FormEvent, ReactNode } from 'react';
import { Stack } from '@mantine/core';

/** A form of the access screens; the browser's own validation is off (the schemas say why). */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
