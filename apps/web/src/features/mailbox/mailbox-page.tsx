import { Fragment, useState, type FormEvent } from 'react';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconLock, IconMail, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { getMarket } from '@rider-portal/domain/markets';
import { isApiError } from '../../shared/api/api-error';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatDayTime } from '../../shared/format/time';
import { useSession } from '../../shared/session/session-store';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageShell } from '../../shared/ui/page-shell';
import { PublicHeader } from '../../shared/ui/public-header';
import { mailboxQueryOptions, type TMailboxMail } from './api/get-mailbox';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain text of a mail with its addresses as working links. */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text
      component="pre"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

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
 * Without a signed-in user or the operator token the server shows nothing: sign in to read your
 * own mail, or give the operator token (ADMIN_TOKEN) to read every address's.
 */
function MailboxLocked({
  isTokenRefused,
  onToken,
}: {
  isTokenRefused: boolean;
  onToken: (token: string) => void;
}) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) onToken(token.trim());
  };
  return (
    <EmptyState
      icon={<IconLock size={28} />}
      title={t('mailbox.locked')}
      action={
        <Stack gap="md" w="100%">
          <Button component={Link} to="/connect">
            {t('nav.sign-in')}
          </Button>
          <form onSubmit={submit}>
            <Stack gap="xs" ta="start">
              <PasswordInput
                label={t('mailbox.operator-token')}
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.currentTarget.value)}
                error={isTokenRefused ? t('mailbox.operator-token.refused') : undefined}
              />
              <Button type="submit" variant="default">
                {t('mailbox.operator-token.submit')}
              </Button>
            </Stack>
          </form>
        </Stack>
      }
    >
      {t('mailbox.locked.body')}
    </EmptyState>
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
          <MailboxLocked isTokenRefused={operatorToken !== null} onToken={setOperatorToken} />
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
