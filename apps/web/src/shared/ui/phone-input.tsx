import type { ReactNode } from 'react';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';

/** The number and its prefix are written left to right in every language (Arabic included). */
const leftToRight = (input: ReactNode) => <div dir="ltr">{input}</div>;

/**
 * A phone number field. The number stays left to right inside a right-to-left page, with the
 * market's calling code before it on its left (until the user types their own `+…`), while the
 * label, hint and error follow the page's direction.
 */
export function PhoneInput({
  prefix,
  value,
  ...props
}: Omit<TextInputProps, 'type' | 'value' | 'leftSection' | 'inputContainer'> & {
  value: string;
  /** The market's calling code shown before a number typed without one; none: no section. */
  prefix?: string;
}) {
  const hasOwnCode = value.startsWith('+');
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      value={value}
      inputContainer={leftToRight}
      // Mantine aligns inputs by the document's direction (html[dir=rtl]), not the nearer one.
      styles={{ input: { textAlign: 'left' } }}
      {...(prefix
        ? {
            leftSection: (
              <Text size="sm" c="dimmed" aria-hidden>
                {hasOwnCode ? <IconPhone size={16} /> : prefix}
              </Text>
            ),
            leftSectionWidth: hasOwnCode ? 36 : 56,
          }
        : {})}
      {...props}
    />
  );
}
