import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';

/** A message above a form: what went wrong (and what to try), or what just went right. */
export function FormAlert({
  kind,
  children,
  action,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
}) {
  const icon =
    kind === 'error' ? (
      <IconAlertCircle size={20} />
    ) : kind === 'success' ? (
      <IconCircleCheck size={20} />
    ) : (
      <IconInfoCircle size={20} />
    );
  const color = kind === 'error' ? 'red' : kind === 'success' ? 'green' : undefined;
  return (
    <Alert variant="light" color={color} icon={icon} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
      {action ? <div style={{ marginBlockStart: 8 }}>{action}</div> : null}
    </Alert>
  );
}
