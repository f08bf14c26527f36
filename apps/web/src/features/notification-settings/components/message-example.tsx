import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TNotificationStep } from '@rider-portal/domain/notifications';

// The customers' text messages as the server writes them (packages/i18n, namespace sms): one
// lazy chunk per language, loaded only when this screen shows an example.
const smsLoaders = import.meta.glob<Record<string, string>>(
  '../../../../../../packages/i18n/locales/*/sms.json',
  { import: 'default' },
);

function useSmsTexts(language: string) {
  return useQuery({
    queryKey: ['sms-texts', language],
    queryFn: () => {
      const path = (lang: string) => `../../../../../../packages/i18n/locales/${lang}/sms.json`;
      const load = smsLoaders[path(language)] ?? smsLoaders[path('en')];
      return load ? load() : Promise.resolve<Record<string, string>>({});
    },
    staleTime: Infinity,
  });
}

/** `{{name}}` places filled with the sample's values, as the server fills them. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => values[name] ?? place);
}

/** What the customer reads at a step, in the screen's language, with sample values. */
export function MessageExample({
  step,
  vendorId,
  vendorName,
}: {
  step: TNotificationStep;
  vendorId: string;
  vendorName: string;
}) {
  const { t, i18n } = useTranslation();
  const texts = useSmsTexts(i18n.language);
  const text = texts.data?.[step];
  if (!text) return null;
  const link = `${window.location.origin}/tracking/${vendorId}-1042`;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('notification-settings.example')}
          </Text>
          <Badge variant="light" tt="none">
            {t(`messages.step.${step}`)}
          </Badge>
        </Group>
        <Text size="sm" data-testid="message-example" style={{ overflowWrap: 'anywhere' }}>
          {fill(text, { vendor: vendorName, brand: vendorName, link })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('notification-settings.example.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
