import { Button, Divider, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFlag } from '../../../shared/flags/use-flag';
import { storeGuestSession } from '../../../shared/session/session-store';
import { postGuestSession } from '../api/auth-calls';
import { failureKey } from '../form-errors';
import { FormAlert } from './form-alert';
import { useIsLive } from '../../../shared/ui/use-is-live';

/** 000 §1, §6: working as a guest, offered only while the guest-checkout flag is on. */
export function GuestStart() {
  const { t } = useTranslation();
  const isLive = useIsLive();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAllowed = useFlag('guest-checkout');
  const start = useMutation({
    mutationFn: postGuestSession,
    onSuccess: (answer) => {
      storeGuestSession(answer);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'flags' });
      void navigate('/request-a-rider', { replace: true });
    },
  });
  if (!isAllowed) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('connect.or')} labelPosition="center" />
      {start.isError ? (
        <FormAlert kind="error">{t(failureKey(start.error, 'error.internal'))}</FormAlert>
      ) : null}
      <Button
        variant="default"
        size="md"
        fullWidth
        loading={start.isPending}
        disabled={!isLive}
        onClick={() => start.mutate()}
      >
        {t('connect.guest')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('connect.guest.hint')}
      </Text>
    </Stack>
  );
}
