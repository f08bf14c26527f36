import { useState } from 'react';
import { Button, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, NOTIFICATION_SHORT_MS } from '@rider-portal/domain/constants';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { useTrackingLinks } from '../api/get-tracking-links';

/**
 * Copies the order's public tracking link (and, for a guest's order, the sender's link) to the
 * clipboard with a short confirmation. Where the browser refuses the clipboard, the link shows in
 * a field to copy by hand.
 */
export function ShareTrackingLink({ order }: { order: TOrderView }) {
  const { t } = useTranslation();
  const links = useTrackingLinks(order.vendor_id, order.order_id);
  const [manualUrl, setManualUrl] = useState<string | null>(null);

  const copy = async (path: string | null | undefined) => {
    if (!path) {
      notifications.show({
        color: 'red',
        message: t('order-detail.share.failed'),
        autoClose: ERROR_TOAST_MS,
      });
      return;
    }
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({
        color: 'green',
        message: t('order-detail.share.copied'),
        autoClose: NOTIFICATION_SHORT_MS,
      });
    } catch {
      setManualUrl(url);
    }
  };

  const button = (
    <Button
      variant="default"
      leftSection={<IconShare size={18} aria-hidden />}
      rightSection={order.sender ? <IconChevronDown size={16} aria-hidden /> : null}
      loading={links.isPending}
      onClick={order.sender ? undefined : () => void copy(links.data?.tracking_url)}
      fullWidth
    >
      {t('order-detail.share.button')}
    </Button>
  );

  return (
    <>
      {order.sender ? (
        <Menu position="bottom-start" width="target" withinPortal>
          <Menu.Target>{button}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void copy(links.data?.tracking_url)}>
              {t('order-detail.share.public')}
            </Menu.Item>
            <Menu.Item onClick={() => void copy(links.data?.c2c_tracking_url)}>
              {t('order-detail.share.c2c')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        button
      )}
      <Modal
        opened={manualUrl !== null}
        onClose={() => setManualUrl(null)}
        title={t('order-detail.share.button')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('order-detail.share.manual')}</Text>
          <TextInput
            value={manualUrl ?? ''}
            readOnly
            dir="ltr"
            aria-label={t('order-detail.share.button')}
            onFocus={(event) => event.currentTarget.select()}
            data-autofocus
          />
        </Stack>
      </Modal>
    </>
  );
}
