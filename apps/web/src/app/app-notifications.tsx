import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_DEFAULT_MS } from '@rider-portal/domain/constants';

/**
 * The one corner where notices appear: the top inline-end one. Loaded after the first render
 * (see providers.tsx); notices shown before it mounts wait in the store and appear then.
 */
export default function AppNotifications() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      autoClose={NOTIFICATION_DEFAULT_MS}
      limit={3}
    />
  );
}
