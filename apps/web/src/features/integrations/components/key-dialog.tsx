import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TKeyIssued, TKeySource } from '@rider-portal/domain/api/integrations';
import { API_KEY_ROTATION_OVERLAP_HOURS } from '@rider-portal/domain/constants';
import { useFailureText } from '../use-notices';
import { KeySourceInput, toKeySource, type TKeyChoice } from './key-source-input';
import { PrivateKeyOnce } from './private-key-once';

/**
 * Creating a client or rotating its key, in two steps: choose the key (made here or uploaded),
 * then the outcome, with a made private key shown this once. Closing after that step hands the
 * new client to `onDone`.
 */
export function KeyDialog({
  mode,
  opened,
  mutation,
  onClose,
  onDone,
}: {
  mode: 'create' | 'rotate';
  opened: boolean;
  mutation: UseMutationResult<TKeyIssued, unknown, TKeySource>;
  onClose: () => void;
  onDone?: (issued: TKeyIssued) => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [choice, setChoice] = useState<TKeyChoice>({ source: 'generate' });
  const [issued, setIssued] = useState<TKeyIssued | null>(null);
  const key = toKeySource(choice);

  const close = () => {
    if (mutation.isPending) return;
    const done = issued;
    setIssued(null);
    setChoice({ source: 'generate' });
    mutation.reset();
    onClose();
    if (done) onDone?.(done);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(mode === 'create' ? 'integrations.create.title' : 'integrations.rotate.title')}
      centered
      size="lg"
      closeOnClickOutside={issued === null}
    >
      {issued ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {t(mode === 'create' ? 'integrations.create.done' : 'integrations.rotate.done', {
              hours: API_KEY_ROTATION_OVERLAP_HOURS,
            })}
          </Alert>
          {issued.private_key_pem ? (
            <PrivateKeyOnce privateKeyPem={issued.private_key_pem} keyId={issued.key_id} />
          ) : null}
          <Group justify="flex-end">
            <Button onClick={close}>
              {t(issued.private_key_pem ? 'integrations.private-key.saved' : 'integrations.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t(mode === 'create' ? 'integrations.create.body' : 'integrations.rotate.body', {
              hours: API_KEY_ROTATION_OVERLAP_HOURS,
            })}
          </Text>
          <KeySourceInput value={choice} onChange={setChoice} />
          {mutation.isError ? (
            <Alert color="red" variant="light" role="alert">
              {failureText(mutation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('integrations.cancel')}
            </Button>
            <Button
              disabled={key === null}
              loading={mutation.isPending}
              onClick={() => key && mutation.mutate(key, { onSuccess: setIssued })}
            >
              {t(mode === 'create' ? 'integrations.create.submit' : 'integrations.rotate.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
