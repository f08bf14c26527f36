import { Fragment, useState } from 'react';
import {
  Accordion,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePortalConfig } from '../../shared/config/config-context';
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
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(mail.created_at));
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
 * /dev/mailbox, outside prd only: every mail the portal sent (the outbox), newest first, so a
 * person can open a verification link or read a reset code without a real mailbox.
 */
export function MailboxPage() {
  const { environment } = usePortalConfig();
  if (environment === 'prd') return <Navigate to="/" replace />;
  return <Mailbox />;
}

function Mailbox() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const query = useQuery(mailboxQueryOptions(to));
  const mails = query.data ?? [];
  return (
    <>
      <PublicHeader />
      <PageShell title={t('mailbox.title')} lead={t('mailbox.lead')} size="md">
        <Stack gap="md">
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('mailbox.filter')}
              type="email"
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
      </PageShell>
    </>
  );
}
