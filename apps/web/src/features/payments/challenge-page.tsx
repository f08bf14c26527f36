import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatMoney } from '../../shared/format/money';
import { answerSandboxChallenge, sandboxChallengeQueryOptions } from './api/payment-calls';
import { brandLabelKey } from './components/card-brand';

type TAction = 'approve' | 'fail' | 'cancel';

/**
 * /payment/challenge?token=: the sandbox provider's 3-D Secure page. With a real provider this
 * page is the card issuer's; in the sandbox it lets the payer confirm, fail or cancel, then sends
 * them back to the return page with the signed result, as an issuer would.
 */
export function ChallengePage() {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const challenge = useQuery({ ...sandboxChallengeQueryOptions(token), enabled: token !== '' });
  const [chosen, setChosen] = useState<TAction | null>(null);
  const answer = useMutation({
    mutationFn: (action: TAction) => answerSandboxChallenge({ token, action }),
    onSuccess: ({ return_url }) => {
      if (return_url.startsWith('/')) void navigate(return_url, { replace: true });
      else window.location.assign(return_url);
    },
  });
  const act = (action: TAction) => {
    setChosen(action);
    answer.mutate(action);
  };

  const isInvalid = token === '' || challenge.isError || answer.isError;
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Card withBorder radius="lg" padding="xl" maw={440} w="100%" shadow="sm">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
                <IconShieldLock size={20} />
              </ThemeIcon>
              <Text fw={700}>{t('payment.challenge.issuer')}</Text>
            </Group>
            <Badge variant="light" color="gray">
              {t('payment.challenge.sandbox')}
            </Badge>
          </Group>
          <Title order={1} size="h3">
            {t('payment.challenge.title')}
          </Title>
          {isInvalid ? (
            <Stack gap="sm">
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                role="alert"
              >
                {t('payment.challenge.invalid')}
              </Alert>
              <Button component={Link} to="/" variant="light">
                {t('payment.challenge.home')}
              </Button>
            </Stack>
          ) : challenge.data ? (
            <>
              <Text>
                {t('payment.challenge.body', {
                  amount: formatMoney(challenge.data.amount, country, i18n.language),
                  card: t('payment.card.saved-label', {
                    brand: t(brandLabelKey(challenge.data.brand)),
                    last4: challenge.data.last_four,
                  }),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('payment.challenge.note')}
              </Text>
              <Stack gap="xs">
                <Button
                  size="md"
                  onClick={() => act('approve')}
                  loading={answer.isPending && chosen === 'approve'}
                  disabled={answer.isPending}
                >
                  {t('payment.challenge.approve')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => act('fail')}
                  loading={answer.isPending && chosen === 'fail'}
                  disabled={answer.isPending}
                >
                  {t('payment.challenge.fail')}
                </Button>
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={() => act('cancel')}
                  loading={answer.isPending && chosen === 'cancel'}
                  disabled={answer.isPending}
                >
                  {t('payment.challenge.cancel')}
                </Button>
              </Stack>
            </>
          ) : (
            <Stack gap="sm" aria-busy="true">
              <Skeleton h={48} />
              <Skeleton h={42} />
              <Skeleton h={36} />
            </Stack>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
