import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { getMarket } from '@rider-portal/domain/markets';
import { PROOF_KINDS, type TProofKindView } from '@rider-portal/domain/order-view';
import { isApiError } from '../../shared/api/api-error';
import { downloadFile, saveBlob } from '../../shared/api/download';
import { usePortalConfig } from '../../shared/config/config-context';
import { useFlags } from '../../shared/flags/use-flag';
import { formatMoney } from '../../shared/format/money';
import { formatDayTime } from '../../shared/format/time';
import { statusLabelKey } from '../../shared/orders/status-label';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { PageShell } from '../../shared/ui/page-shell';
import { useReceipt, useReceiptOrder } from './api/get-receipt';
import { ProofImage } from './components/proof-image';

const PROOF_FLAGS: Record<
  TProofKindView,
  'proof-of-pickup' | 'proof-of-delivery' | 'proof-of-return'
> = {
  pickup: 'proof-of-pickup',
  delivery: 'proof-of-delivery',
  return: 'proof-of-return',
};

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="end">
        {value}
      </Text>
    </Group>
  );
}

/** The receipt as a PDF, in the interface language (its labels, dates and money). */
function DownloadPdfButton({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await downloadFile(`/delivery-receipt/${encodeURIComponent(orderId)}/pdf`, {
        query: { language: i18n.language },
        fallbackName: `receipt-${orderId}.pdf`,
      });
      if (answer.kind !== 'file') throw new Error('receipt answered JSON');
      saveBlob(answer.blob, answer.filename);
    } catch {
      notifications.show({
        color: 'red',
        message: t('download.failed'),
        autoClose: ERROR_TOAST_MS,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={isBusy}
      onClick={() => void download()}
    >
      {t('receipt.download-pdf')}
    </Button>
  );
}

/** /delivery-receipt/:orderId: the receipt of a delivered order (flag delivery-receipt). */
export function DeliveryReceiptPage() {
  const { t, i18n } = useTranslation();
  const { orderId = '' } = useParams();
  const { country } = usePortalConfig();
  const { timeZone } = getMarket(country);
  const { flags } = useFlags();
  const receipt = useReceipt(orderId);
  const order = useReceiptOrder(receipt.data?.vendor.id ?? null, orderId);
  const at = (iso: string | null) => (iso ? formatDayTime(iso, timeZone, i18n.language) : null);
  const money = (minor: number) => formatMoney(minor, country, i18n.language);

  let body;
  if (receipt.isPending) body = <Skeleton h={420} radius="md" />;
  else if (receipt.isError) {
    const key = isApiError(receipt.error) ? receipt.error.translationKey : null;
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {t(key ?? 'download.failed')}
      </Alert>
    );
  } else {
    const r = receipt.data;
    const proofs = PROOF_KINDS.flatMap((kind) => {
      const proof = order.data?.proofs[kind];
      return proof && flags[PROOF_FLAGS[kind]] ? [{ kind, takenAt: proof.taken_at }] : [];
    });
    body = (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Group gap="sm">
              <BrandLogo height={28} />
              <Title order={2} size="h4">
                {t('receipt.heading', { brand: r.brand })}
              </Title>
            </Group>
            <DownloadPdfButton orderId={r.order_id} />
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={2}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                {t('receipt.from')}
              </Text>
              <Text fw={600}>{r.vendor.name}</Text>
              <Text size="sm">{r.vendor.address}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
                {t('receipt.to')}
              </Text>
              <Text fw={600}>{r.customer.name}</Text>
              <Text size="sm">{r.customer.address}</Text>
            </Stack>
          </SimpleGrid>
          <Divider />
          <Stack gap={6}>
            <Line label={t('receipt.placed-at')} value={at(r.created_at)} />
            <Line label={t('receipt.delivered-at')} value={at(r.delivered_at)} />
            <Line
              label={t('receipt.payment-method')}
              value={t(`payment-method.${r.payment_method}`)}
            />
            <Line label={t('receipt.vat-number')} value={r.vat_number} />
            <Line label={t('receipt.delivery-fee')} value={money(r.delivery_fee)} />
            <Line
              label={t('receipt.discount')}
              value={r.discount > 0 ? `−${money(r.discount)}` : null}
            />
            <Group justify="space-between" gap="md">
              <Text fw={700}>{t('receipt.total')}</Text>
              <Text fw={700}>{money(r.total)}</Text>
            </Group>
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('receipt.status-history')}
            </Title>
            <Timeline active={r.status_history.length - 1} bulletSize={14} lineWidth={2}>
              {r.status_history.map((entry) => (
                <Timeline.Item
                  key={`${entry.status}-${entry.created_at}`}
                  title={t(statusLabelKey(entry.status, null))}
                >
                  <Text size="xs" c="dimmed">
                    {at(entry.created_at)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
          {proofs.length > 0 ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('receipt.proofs')}
              </Title>
              <Group gap="sm" align="stretch">
                {proofs.map((proof) => (
                  <ProofImage
                    key={proof.kind}
                    vendorId={r.vendor.id}
                    orderId={r.order_id}
                    kind={proof.kind}
                    takenAt={proof.takenAt}
                    timeZone={timeZone}
                  />
                ))}
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    );
  }

  return (
    <PageShell title={t('receipt.title', { orderId })} lead={t('receipt.lead')} size="md">
      <Anchor component={Link} to="/history" size="sm">
        {t('receipt.back')}
      </Anchor>
      {body}
    </PageShell>
  );
}
