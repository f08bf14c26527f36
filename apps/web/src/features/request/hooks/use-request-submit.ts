import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCreateOrderPayload, TUpdateOrderPayload } from '@rider-portal/domain/request-order';
import { rememberGuestOrderId } from '../../../shared/orders/guest-order-ids';
import { getSession } from '../../../shared/session/session-store';
import { knownCheckout, paymentKeys, payOrderByCard, stashChallenge } from '../../payments';
import type { TCardForm } from '../../payments';
import { createOrder, newIdempotencyKey, updateOrder } from '../api/order';

export type TSubmission =
  | {
      mode: 'create';
      payload: TCreateOrderPayload;
      /** Pay the delivery with this card; without, it goes on the vendor's account. */
      card?: TCardForm | null;
    }
  | { mode: 'edit'; orderId: string; payload: TUpdateOrderPayload };

type TSubmitted = {
  orderId: string;
  mode: 'create' | 'edit';
  /** A 3-D Secure challenge to pass before the order is paid. */
  redirect: { url: string; intentId: string } | null;
};

/** The submit's mutation key: the payment step reads its last failure to show it by the card. */
export function requestSubmitKey(vendorId: string) {
  return ['request', 'submit', vendorId] as const;
}

/**
 * Sends the request. Every submit attempt gets its own Idempotency-Key, which the API client's
 * retries of that attempt reuse (000 §7), so a flaky network never places the order twice. A card
 * payment creates and pays the order through the payment calls instead, idempotent per intent. On
 * success: 'Rider requested' (or 'Order Updated!') and the order's tracking page; a card that asks
 * for 3-D Secure goes to its challenge page first. A guest's new order is remembered on this
 * device: the tracking screen shows a guest only these.
 */
export function useRequestSubmit(vendorId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: requestSubmitKey(vendorId),
    mutationFn: async (submission: TSubmission): Promise<TSubmitted> => {
      if (submission.mode === 'create' && submission.card) {
        const paid = await payOrderByCard({
          queryClient,
          vendorId,
          order: submission.payload,
          form: submission.card,
        });
        if (getSession().guestToken) rememberGuestOrderId(paid.orderId);
        const redirect =
          paid.kind === 'redirect' ? { url: paid.url, intentId: paid.intentId } : null;
        return { orderId: paid.orderId, mode: 'create', redirect };
      }
      if (submission.mode === 'create') {
        const { order_id } = await createOrder(submission.payload, newIdempotencyKey());
        if (getSession().guestToken) rememberGuestOrderId(order_id);
        return { orderId: order_id, mode: submission.mode, redirect: null };
      }
      const order = await updateOrder(submission.orderId, submission.payload);
      return { orderId: order.order_id, mode: submission.mode, redirect: null };
    },
    onSuccess: async ({ orderId, mode, redirect }) => {
      if (redirect) {
        const checkout = knownCheckout(queryClient, vendorId);
        if (checkout) {
          stashChallenge({ ...checkout, intentId: redirect.intentId, vendorId, orderId });
        }
        // The intent is spent: the next request opens a new one.
        queryClient.removeQueries({ queryKey: paymentKeys.checkout(vendorId) });
        if (redirect.url.startsWith('/')) void navigate(redirect.url);
        else window.location.assign(redirect.url);
        return;
      }
      queryClient.removeQueries({ queryKey: paymentKeys.checkout(vendorId) });
      notifications.show({
        color: 'teal',
        message: t(mode === 'create' ? 'order.created' : 'order.updated'),
      });
      await queryClient.invalidateQueries({ queryKey: ['request'] });
      void navigate(
        `/order-tracking/${encodeURIComponent(vendorId)}?order_id=${encodeURIComponent(orderId)}`,
      );
    },
  });
}
