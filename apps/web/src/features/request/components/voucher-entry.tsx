import { useState } from 'react';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TVoucherQuote } from '../api/voucher';

type TProps = {
  voucher: TVoucherQuote | null;
  /** Formats a fee in minor units in the market currency. */
  money: (minor: number) => string;
  isApplying: boolean;
  error: string | null;
  isDisabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** 000 §4 "A voucher: one at a time; a new one replaces the old; a failed voucher is cleared." */
export function VoucherEntry(props: TProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const discount = (v: TVoucherQuote) =>
    v.voucher.type === 'percentage' ? `${v.voucher.amount} %` : props.money(v.voucher.amount);
  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('request.voucher.code')}
          leftSection={<IconTicket size={18} aria-hidden />}
          value={code}
          autoComplete="off"
          error={props.error}
          disabled={props.isDisabled}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && code.trim()) {
              e.preventDefault();
              props.onApply(code.trim());
            }
          }}
          style={{ flex: 1, maxWidth: 320 }}
        />
        <Button
          variant="light"
          loading={props.isApplying}
          disabled={props.isDisabled || code.trim() === ''}
          onClick={() => {
            props.onApply(code.trim());
            setCode('');
          }}
        >
          {t('request.voucher.apply')}
        </Button>
      </Group>
      {props.voucher ? (
        <Group gap="xs" mt="xs" wrap="nowrap" data-testid="applied-voucher">
          <IconTicket size={18} aria-hidden color="var(--mantine-color-teal-7)" />
          <Text size="sm" c="teal.8">
            {t('request.voucher.applied', {
              code: props.voucher.voucher.code,
              discount: discount(props.voucher),
            })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('request.voucher.remove')}
            onClick={props.onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : null}
    </div>
  );
}
