import { useState } from 'react';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMail, IconMailOff, IconRefresh } from '@tabler/icons-react';
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
import { mailboxQueryOptions, type TMailboxMail } from './api/get-mailbox';
import { DevPageLocked, MailText } from './components/dev-page-parts';

function MailItem({ mail }: { mail: TMailboxMail }) {
  const { t, i18n } = useTranslation();
  const time = formatDayTime(
    mail.created_at,
    getMarket(usePortalConfig().country).timeZone,
    i18n.language,
  );
  return (
    <Accordion.Item value={String(mail.id)}>
      <Accordion.Control icon={<IconMail size={18} aria-hidden />}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {mail.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {t('mailbox.to', { to: mail.to })} · {time}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Badge variant="light" color={mail.delivered_at ? 'green' : 'gray'}>
            {t(mail.delivered_at ? 'mailbox.delivered' : 'mailbox.outbox')}
          </Badge>
          <MailText text={mail.text} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * /dev/mailbox, with DEV_PAGES on and never in prd: the mails the portal sent (the outbox), newest
 * first, so a person can open a verification link or read a reset code without a real mailbox.
 * A signed-in user sees the mail to their own address; the operator token shows every address's.
 */
export function MailboxPage() {
  const { environment } = usePortalConfig();
  if (environment === 'prd') return <Navigate to="/" replace />;
  return <Mailbox />;
}

function Mailbox() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [to, setTo] = useState('');
  const [operatorToken, setOperatorToken] = useState<string | null>(null);
  const query = useQuery(mailboxQueryOptions({ to: operatorToken ? to : '', operatorToken }));
  const refusal = isApiError(query.error) ? query.error.status : null;
  const mails = query.data ?? [];
  const isOwnMail = !operatorToken && user !== null;
  return (
    <>
      <PublicHeader />
      <PageShell
        title={t('mailbox.title')}
        lead={isOwnMail ? t('mailbox.lead.own', { email: user.email }) : t('mailbox.lead')}
        size="md"
      >
        {refusal === 404 ? (
          <EmptyState icon={<IconMailOff size={28} />} title={t('mailbox.off')}>
            {t('mailbox.off.body')}
          </EmptyState>
        ) : refusal === 401 ? (
          <DevPageLocked
            isTokenRefused={operatorToken !== null}
            onToken={setOperatorToken}
            texts={{
              title: t('mailbox.locked'),
              body: t('mailbox.locked.body'),
              submit: t('mailbox.operator-token.submit'),
            }}
          />
        ) : (
          <Stack gap="md">
            <Group align="flex-end" wrap="nowrap" justify="flex-end">
              {operatorToken ? (
                <TextInput
                  label={t('mailbox.filter')}
                  type="email"
                  value={to}
                  onChange={(e) => setTo(e.currentTarget.value)}
                  style={{ flexGrow: 1 }}
                />
              ) : null}
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                {t('mailbox.refresh')}
              </Button>
            </Group>
            {query.isPending ? (
              <Stack gap="xs">
                <Skeleton h={56} />
                <Skeleton h={56} />
                <Skeleton h={56} />
              </Stack>
            ) : mails.length === 0 ? (
              <EmptyState icon={<IconMail size={28} />} title={t('mailbox.empty')}>
                {t('mailbox.empty.body')}
              </EmptyState>
            ) : (
              <Paper withBorder radius="md">
                <Accordion variant="default" defaultValue={String(mails[0]?.id)}>
                  {mails.map((mail) => (
                    <MailItem key={mail.id} mail={mail} />
                  ))}
                </Accordion>
              </Paper>
            )}
          </Stack>
        )}
      </PageShell>
    </>
  );
}
