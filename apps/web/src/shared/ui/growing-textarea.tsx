import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';

/**
 * A textarea of two lines that grows with its text, by the browser's own `field-sizing: content`
 * (global.css), not by measuring in script: Mantine's `autosize` measured every such field with
 * a forced layout of the page whenever the form rendered, a quarter of the request form's
 * start-up on a slow phone. A browser without `field-sizing` shows two lines that scroll, and
 * the person can drag the field taller.
 */
export function GrowingTextarea({ className, ...props }: Omit<TextareaProps, 'autosize'>) {
  return (
    <Textarea
      rows={2}
      {...props}
      classNames={{ input: 'rp-growing-textarea' }}
      className={className}
    />
  );
}
