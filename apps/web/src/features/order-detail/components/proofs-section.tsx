import { useState } from 'react';
import { Alert, Button, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFlagName } from '@rider-portal/domain/flags';
import { PROOF_KINDS, type TOrderView, type TProofKindView } from '@rider-portal/domain/order-view';
import { useFlags } from '../../../shared/flags/use-flag';
import { formatDayTime } from '../../../shared/format/time';
import { useProof } from '../../../shared/orders/get-proof';
import { DetailSection } from '../../../shared/orders/detail-section';

const PROOF_FLAGS: Record<TProofKindView, TFlagName> = {
  pickup: 'proof-of-pickup',
  delivery: 'proof-of-delivery',
  return: 'proof-of-return',
};

function ProofViewer({
  order,
  kind,
  onClose,
  timeZone,
}: {
  order: TOrderView;
  kind: TProofKindView;
  onClose: () => void;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const proof = useProof(order.vendor_id, order.order_id, kind, true);
  return (
    <Modal opened onClose={onClose} title={t(`order-detail.proof.${kind}`)} centered size="lg">
      {proof.isPending ? (
        <Skeleton h={320} />
      ) : proof.isError ? (
        <Alert color="red">{t('order-detail.proof.load-failed')}</Alert>
      ) : (
        <Stack gap="xs">
          <Image src={proof.data.image} alt={t(`order-detail.proof.${kind}`)} radius="md" />
          <Text size="sm" c="dimmed">
            {t('order-detail.proof.taken', {
              time: formatDayTime(proof.data.taken_at, timeZone, i18n.language),
            })}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

/** 001 §2: the proof of pickup, delivery and return viewers, each under its flag. */
export function ProofsSection({ order, timeZone }: { order: TOrderView; timeZone: string }) {
  const { t } = useTranslation();
  const { flags } = useFlags();
  const [open, setOpen] = useState<TProofKindView | null>(null);
  const kinds = PROOF_KINDS.filter((kind) => order.proofs[kind] && flags[PROOF_FLAGS[kind]]);
  if (kinds.length === 0) return null;
  return (
    <DetailSection
      title={t('order-detail.section.proofs')}
      icon={<IconCamera size={20} aria-hidden />}
    >
      <Group gap="xs">
        {kinds.map((kind) => (
          <Button key={kind} variant="light" size="xs" onClick={() => setOpen(kind)}>
            {t(`order-detail.proof.${kind}`)}
          </Button>
        ))}
      </Group>
      {open ? (
        <ProofViewer order={order} kind={open} timeZone={timeZone} onClose={() => setOpen(null)} />
      ) : null}
    </DetailSection>
  );
}
