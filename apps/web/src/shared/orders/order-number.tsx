import { Text, type TextProps } from '@mantine/core';

/**
 * An order's number as every screen writes it: the full id (V1001-4), never a short form, so the
 * number on a list, a receipt, an export and a phone call is the same. It reads left to
 * right inside a right-to-left page.
 */
export function OrderNumber({ orderId, ...props }: TextProps & { orderId: string }) {
  return (
    <Text component="span" size="sm" dir="ltr" {...props}>
      {orderId}
    </Text>
  );
}
