import { Fragment, useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';

// What the development outbox pages (/dev/mailbox, /dev/messages) share. Not in a page module:
// one lazy page importing another made their chunks wait on each other.

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain text of a mail with its addresses as working links. */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Text
      component="pre"
      dir="auto"
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

/**
 * Without a signed-in user or the operator token the server shows nothing: sign in to read your
 * own mail (or messages), or give the operator token (ADMIN_TOKEN) to read everyone's.
 */
export function DevPageLocked({
  isTokenRefused,
  onToken,
  texts,
}: {
  isTokenRefused: boolean;
  onToken: (token: string) => void;
  texts: { title: string; body: string; submit: string };
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
      title={texts.title}
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
                {texts.submit}
              </Button>
            </Stack>
          </form>
        </Stack>
      }
    >
      {texts.body}
    </EmptyState>
  );
}
