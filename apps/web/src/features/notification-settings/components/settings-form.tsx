import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STEPS,
  type TNotificationSettings,
} from '@rider-portal/domain/notifications';
import { useNotices } from '../../../shared/ui/use-notices';
import { useSaveNotificationSettings, type TSettingsAnswer } from '../api/notification-settings';
import { MessageExample } from './message-example';
import { ResetDialog } from './reset-dialog';
import { SettingsSource } from './settings-source';

/** The values of `all` that `chosen` holds, in the order of `all` (steps in the order they happen). */
function inOrder<T extends string>(all: readonly T[], chosen: readonly string[]): T[] {
  return all.filter((value) => chosen.includes(value));
}

function isSame(a: TNotificationSettings, b: TNotificationSettings): boolean {
  return (
    a.enabled === b.enabled &&
    inOrder(NOTIFICATION_STEPS, a.steps).join() === inOrder(NOTIFICATION_STEPS, b.steps).join() &&
    inOrder(NOTIFICATION_CHANNELS, a.channels).join() ===
      inOrder(NOTIFICATION_CHANNELS, b.channels).join()
  );
}

/** A box of checkboxes, one a value, giving the chosen values in the order of `all`. */
function ChoiceGroup<T extends string>({
  label,
  all,
  value,
  onChange,
  isDisabled,
  labelOf,
  descriptionOf,
}: {
  label: string;
  all: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  isDisabled: boolean;
  labelOf: (value: T) => string;
  descriptionOf?: (value: T) => string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Checkbox.Group
        label={label}
        value={value}
        onChange={(chosen) => onChange(inOrder(all, chosen))}
        disabled={isDisabled}
      >
        <Stack gap="sm" mt="sm">
          {all.map((item) => (
            <Checkbox
              key={item}
              value={item}
              label={labelOf(item)}
              description={descriptionOf?.(item)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Paper>
  );
}

/** The settings in force, changed here and saved as the vendor's own (or forgotten again). */
export function SettingsForm({
  vendorId,
  vendorName,
  brandName,
  isBrand,
  answer,
}: {
  vendorId: string;
  vendorName: string;
  brandName: string;
  isBrand: boolean;
  answer: TSettingsAnswer;
}) {
  const { t } = useTranslation();
  const notices = useNotices();
  const save = useSaveNotificationSettings(vendorId);
  const [draft, setDraft] = useState<TNotificationSettings>(answer.settings);
  const [isResetting, setResetting] = useState(false);
  const isChanged = !isSame(draft, answer.settings);
  const isNoneSent = !draft.enabled || draft.steps.length === 0 || draft.channels.length === 0;

  return (
    <Stack gap="md">
      <SettingsSource
        source={answer.source}
        vendorName={vendorName}
        brandName={brandName}
        isBrand={isBrand}
      />
      <Paper withBorder radius="md" p="md">
        <Switch
          size="md"
          label={t('notification-settings.enabled')}
          description={t('notification-settings.enabled.hint')}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
        />
      </Paper>
      <ChoiceGroup
        label={t('notification-settings.steps')}
        all={NOTIFICATION_STEPS}
        value={draft.steps}
        onChange={(steps) => setDraft({ ...draft, steps })}
        isDisabled={!draft.enabled}
        labelOf={(step) => t(`messages.step.${step}`)}
        descriptionOf={(step) => t(`notification-settings.step.${step}`)}
      />
      <ChoiceGroup
        label={t('notification-settings.channels')}
        all={NOTIFICATION_CHANNELS}
        value={draft.channels}
        onChange={(channels) => setDraft({ ...draft, channels })}
        isDisabled={!draft.enabled}
        labelOf={(channel) => t(`notification-settings.channel.${channel}`)}
      />
      {isNoneSent ? (
        <Text size="sm" c="orange.8" role="status">
          {t('notification-settings.none-sent')}
        </Text>
      ) : (
        <MessageExample
          step={draft.steps[0] ?? 'placed'}
          vendorId={vendorId}
          vendorName={vendorName}
        />
      )}
      <Group justify="space-between" gap="sm">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!isChanged}
          loading={save.isPending}
          onClick={() =>
            save.mutate(draft, {
              onSuccess: () => notices.success(t('notification-settings.saved')),
              onError: notices.failure,
            })
          }
        >
          {t('notification-settings.save')}
        </Button>
        {answer.source === 'own' ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => setResetting(true)}
          >
            {t('notification-settings.reset')}
          </Button>
        ) : null}
      </Group>
      <ResetDialog
        vendorId={vendorId}
        vendorName={vendorName}
        opened={isResetting}
        onClose={() => setResetting(false)}
      />
    </Stack>
  );
}
