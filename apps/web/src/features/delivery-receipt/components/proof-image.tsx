import { Card, Image, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProofKindView } from '@rider-portal/domain/order-view';
import { formatDayTime } from '../../../shared/format/time';
import { useProof } from '../../../shared/orders/get-proof';

/** 001 §2 "Proof of delivery, pickup and return viewers", each under its flag. */
export function ProofImage({
  vendorId,
  orderId,
  kind,
  takenAt,
  timeZone,
}: {
  vendorId: string;
  orderId: string;
  kind: TProofKindView;
  takenAt: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const proof = useProof(vendorId, orderId, kind, true);
  const title = t(`receipt.proof.${kind}`);
  return (
    <Card withBorder radius="md" padding="xs" w={{ base: '100%', xs: 220 }}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {proof.data ? (
          <Image src={proof.data.image} alt={title} radius="sm" h={160} fit="contain" />
        ) : proof.isError ? (
          <Text size="sm" c="dimmed" role="alert">
            {t('order-detail.proof.load-failed')}
          </Text>
        ) : (
          <Skeleton h={160} radius="sm" />
        )}
        <Text size="xs" c="dimmed">
          {t('receipt.proof.taken-at', { at: formatDayTime(takenAt, timeZone, i18n.language) })}
        </Text>
      </Stack>
    </Card>
  );
}
