import { Anchor, Drawer, Group, Stack, useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { OrderDetailPanel } from '../../order-detail';

/**
 * 001 §2 order detail, opened from a history row: the order-detail feature's panel (rider,
 * status history, proofs) in a side drawer, full screen on phones, with the receipt link.
 */
export function OrderDetailDrawer({
  order,
  isReceiptOn,
  onClose,
}: {
  order: TOrderListItem | null;
  isReceiptOn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={order !== null}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      size={isWide ? 520 : '100%'}
      withCloseButton={false}
      padding="md"
      aria-label={order ? t('order-detail.title', { orderId: order.order_id }) : undefined}
    >
      {order ? (
        <Stack gap="md">
          <OrderDetailPanel
            orderId={order.order_id}
            listed={order}
            onClose={onClose}
            isFullScreen={!isWide}
          />
          {isReceiptOn && order.status === 'DELIVERED' ? (
            <Group>
              <Anchor
                component={Link}
                to={`/delivery-receipt/${encodeURIComponent(order.order_id)}`}
              >
                <Group gap={4} wrap="nowrap">
                  <IconReceipt size={16} />
                  {t('history.receipt-of', { orderId: order.order_id })}
                </Group>
              </Anchor>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
