import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { THelpCenterInitPayload } from '@rider-portal/domain/api/help';
import { HELP_CENTER_SERVICE_TYPE } from '@rider-portal/domain/help-center';
import { isCountryCode, resolveLanguage } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../../shared/config/config-context';
import { decodeJwtPayload } from '../../../shared/session/jwt';
import { useSession } from '../../../shared/session/session-store';
import { helpCenterKeys, useHelpCenterToken } from '../api/get-help-center-token';
import { initHelpCenter } from '../api/init-help-center';

/** 001 §3 "Help-centre init payload", from the token's claims, the session and the deployment. */
function buildInitPayload(input: {
  token: string;
  email: string;
  entity: THelpCenterInitPayload['brand'];
  fallbackCountry: THelpCenterInitPayload['country'];
  language: string;
  version: string;
}): THelpCenterInitPayload {
  const claims = decodeJwtPayload(input.token);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    user_id: text(claims.sub),
    email: input.email,
    guest: false,
    name: text(claims.name),
    brand: input.entity,
    global_entity_id: text(claims.global_entity_id),
    country: isCountryCode(claims.country) ? claims.country : input.fallbackCountry,
    locale: resolveLanguage(input.language),
    app_version: input.version,
    verification_token: input.token,
    service_type: HELP_CENTER_SERVICE_TYPE,
  };
}

function HelpCenterSkeleton() {
  return (
    <Stack gap="md" p="lg" aria-hidden>
      <Skeleton h={28} w="60%" />
      <Skeleton h={14} w="85%" />
      <Skeleton h={40} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={52} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The help centre (001 §2, §7): the token (refreshed every 55 minutes), the conditions init, and
 * the page it answers in a frame that fills the panel or the page. Any failure says
 * help-center.failed and offers to try again.
 */
export function HelpCenterView({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useTranslation();
  const config = usePortalConfig();
  const session = useSession();
  const tokenQuery = useHelpCenterToken(vendorId);
  const token = tokenQuery.data ?? null;
  const language = resolveLanguage(i18n.language);
  const initQuery = useQuery({
    queryKey: helpCenterKeys.init(vendorId, token ?? '', language),
    queryFn: ({ signal }) =>
      initHelpCenter({
        initUrl: config.helpCenterInitUrl,
        payload: buildInitPayload({
          token: token ?? '',
          email: session.user?.email ?? '',
          entity: config.entity,
          fallbackCountry: config.country,
          language,
          version: config.version,
        }),
        signal,
      }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: 1,
    // A refreshed token (every 55 minutes) must not reload the page being read: the frame keeps
    // the page it has until the new init answers.
    placeholderData: keepPreviousData,
  });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url = initQuery.data ?? null;
  // A failed background refresh leaves the page being read alone; only no page at all is a failure.
  const isFailed = url === null && (tokenQuery.isError || initQuery.isError);

  if (isFailed) {
    return (
      <Stack align="center" justify="center" gap="md" p="xl" h="100%" ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Text fw={600}>{t('help-center.failed')}</Text>
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => {
            if (tokenQuery.isError) void tokenQuery.refetch();
            else void initQuery.refetch();
          }}
        >
          {t('help.retry')}
        </Button>
      </Stack>
    );
  }

  const isLoading = url === null || loadedUrl !== url;
  return (
    <Box pos="relative" h="100%" aria-busy={isLoading}>
      {isLoading ? (
        <Box pos="absolute" inset={0} bg="white" style={{ zIndex: 1 }}>
          <VisuallyHidden role="status">{t('help.loading')}</VisuallyHidden>
          <HelpCenterSkeleton />
        </Box>
      ) : null}
      {url ? (
        <iframe
          src={url}
          title={t('help.title')}
          // An external help centre runs in a sandbox: it cannot take over the portal's window.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          onLoad={() => setLoadedUrl(url)}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
