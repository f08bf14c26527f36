import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import {
  NEW_BUILD_CHECK_MS,
  NEW_BUILD_RELOAD_DELAY_MS,
  OUTDATED_NOTICE_MS,
} from '@rider-portal/domain/constants';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { usePortalConfig } from '../shared/config/config-context';
import { UNKNOWN_VERSION } from '../shared/config/portal-config';
import { i18n } from '../shared/i18n/i18n';

/** Asks the server which build it serves; null when it cannot tell. */
export async function fetchServedVersion(now: number = Date.now()): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * 001 §4: every 5 minutes look for a new build; when the served version differs from ours, warn
 * for 10 s, then reload 3 s after the notice has gone.
 */
export function useNewBuildCheck(): void {
  const { version } = usePortalConfig();

  useEffect(() => {
    if (version === UNKNOWN_VERSION) return;
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(async () => {
      if (reloadTimer) return;
      const served = await fetchServedVersion();
      if (!served || served === version || reloadTimer) return;
      notifications.show({
        color: 'yellow',
        message: i18n.t(ERROR_KEYS.appOutdated),
        autoClose: OUTDATED_NOTICE_MS,
      });
      reloadTimer = setTimeout(
        () => window.location.reload(),
        OUTDATED_NOTICE_MS + NEW_BUILD_RELOAD_DELAY_MS,
      );
    }, NEW_BUILD_CHECK_MS);
    return () => {
      clearInterval(interval);
      if (reloadTimer) clearTimeout(reloadTimer);
    };
  }, [version]);
}
