import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMessage, IconMessageOff, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getMarket } from '@rider-portal/domain/markets';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatDayTime } from '../../shared/format/time';
import { useSession } from '../../shared/session/session-store';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { PublicHeader } from '../../shared/ui/public-header';
import { messagesQueryOptions, type TSentMessage } from './api/get-mailbox';
import { DevPageLocked, MailText } from './components/dev-page-parts';

function MessageItem({ message }: { message: TSentMessage }) {
  const { t, i18n } = useTranslation();
  const time = formatDayTime(
    message.created_at,
    getMarket(usePortalConfig().country).timeZone,
    i18n.language,
  );
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" dir="ltr">
            {message.to}
          </Text>
          <Badge variant="light">{t(`messages.step.${message.step}`)}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('messages.order', { orderId: message.order_id })} ·{' '}
          {t(`notification-settings.channel.${message.channel}`)} · {time}
        </Text>
        <MailText text={message.text} />
      </Stack>
    </Paper>
  );
}

/**
 * /dev/messages, with DEV_PAGES on and never in prd (issue 21): the text messages the portal sent
 * to customers, newest first, as the sandbox SMS provider keeps them. A signed-in user sees those
 * of their own orders; the operator token shows every one.
 */
export function MessagesPage() {
  const { environment } = usePortalConfig();
  if (environment === 'prd') return <Navigate to="/" replace />;
  return <Messages />;
}

function Messages() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [to, setTo] = useState('');
  const [operatorToken, setOperatorToken] = useState<string | null>(null);
  const query = useQuery(messagesQueryOptions({ to, operatorToken }));
  const refusal = isApiError(query.error) ? query.error.status : null;
  const messages = query.data ?? [];
  return (
    <>
      <PublicHeader />
      <PageShell
        title={t('messages.title')}
        lead={!operatorToken && user ? t('messages.lead.own') : t('messages.lead')}
        size="md"
      >
        {refusal === 404 ? (
          <EmptyState icon={<IconMessageOff size={28} />} title={t('messages.off')}>
            {t('mailbox.off.body')}
          </EmptyState>
        ) : refusal === 401 ? (
          <DevPageLocked
            isTokenRefused={operatorToken !== null}
            onToken={setOperatorToken}
            texts={{
              title: t('messages.locked'),
              body: t('messages.locked.body'),
              submit: t('messages.operator-token.submit'),
            }}
          />
        ) : (
          <Stack gap="md">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                label={t('messages.filter')}
                type="tel"
                dir="ltr"
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
                style={{ flexGrow: 1 }}
              />
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                {t('mailbox.refresh')}
              </Button>
            </Group>
            {query.isError ? <Alert color="red">{t('error.internal')}</Alert> : null}
            {query.isPending ? (
              <Stack gap="xs">
                <Skeleton h={96} />
                <Skeleton h={96} />
              </Stack>
            ) : messages.length === 0 && !query.isError ? (
              <EmptyState icon={<IconMessage size={28} />} title={t('messages.empty')}>
                {t('messages.empty.body')}
              </EmptyState>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {messages.map((message, index) => (
                  <MessageItem
                    key={`${message.order_id}-${message.step}-${index}`}
                    message={message}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </PageShell>
    </>
  );
}
