import { Box, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMotorbike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** Formatted amounts, or null while unknown. */
  fee: string | null;
  discount: string | null;
  total: string | null;
  isFeeLoading: boolean;
  eta: string | null;
  submitLabel: string;
  isSubmitting: boolean;
  isDisabled: boolean;
  onSubmit: () => void;
};

/** UX.md: the sticky summary with fee, discount, total and the submit button. */
export function SummaryBar(props: TProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('request.summary.title')}
      pos="sticky"
      // Above the phone's bottom navigation bar (64 px + its border).
      bottom={{ base: 72, md: 0 }}
      bg="white"
      py="sm"
      style={{
        zIndex: 50,
        borderBlockStart: '1px solid var(--mantine-color-gray-3)',
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="wrap" style={{ minWidth: 0, rowGap: 2 }}>
            <SummaryLine
              label={t('request.summary.fee')}
              value={props.fee}
              isLoading={props.isFeeLoading}
            />
            {props.discount ? (
              <SummaryLine
                label={t('request.summary.discount')}
                value={`− ${props.discount}`}
                tone="teal.8"
              />
            ) : null}
            <SummaryLine
              label={t('request.summary.total')}
              value={props.total}
              isStrong
              isLoading={props.isFeeLoading}
            />
            {props.eta ? (
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {props.eta}
              </Text>
            ) : null}
          </Group>
          <Button
            size="md"
            leftSection={<IconMotorbike size={20} aria-hidden />}
            loading={props.isSubmitting}
            disabled={props.isDisabled}
            onClick={props.onSubmit}
            style={{ flexShrink: 0 }}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

function SummaryLine(props: {
  label: string;
  value: string | null;
  isStrong?: boolean;
  isLoading?: boolean;
  tone?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      {props.isLoading && props.value === null ? (
        <Loader size="xs" mt={4} />
      ) : (
        <Text
          fw={props.isStrong ? 700 : 500}
          size={props.isStrong ? 'lg' : 'sm'}
          c={props.tone}
          data-testid={`summary-${props.label}`}
        >
          {props.value ?? '—'}
        </Text>
      )}
    </Stack>
  );
}
