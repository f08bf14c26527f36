import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 000 §4 "when it changes, the user must confirm the new fee on submit". */
export function FeeChangedModal(props: {
  isOpen: boolean;
  oldFee: string | null;
  newFee: string | null;
  isSubmitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.isOpen} onClose={props.onClose} title={t('error.fee.changed')} centered>
      <Stack gap="md">
        <Text>
          {props.oldFee && props.oldFee !== props.newFee
            ? t('request.fee-changed.body', { old: props.oldFee, new: props.newFee ?? '' })
            : t('request.fee-changed.body-same', { new: props.newFee ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('request.fee-changed.back')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.isSubmitting} disabled={!props.newFee}>
            {t('request.fee-changed.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
