import { ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import type { TFeeQuote } from '../api/delivery';
import { validateVoucher, type TVoucherQuote } from '../api/voucher';

/**
 * One voucher at a time (000 §4): applying a code replaces the one applied; a code that fails is
 * cleared with 'This voucher code is not available'. The discounted fee is signed for one fee
 * quote and order time, so the voucher is validated again when either changes.
 */
export function useVoucher(input: {
  vendorId: string;
  quote: TFeeQuote | undefined;
  orderTime: number | null;
  voucher: TVoucherQuote | null;
  setVoucher: (voucher: TVoucherQuote | null) => void;
}) {
  const { t } = useTranslation();
  const { vendorId, quote, orderTime, voucher, setVoucher } = input;
  const [error, setError] = useState<string | null>(null);
  const [isApplying, setApplying] = useState(false);
  const basis = useRef<{ signature: string; orderTime: number | null } | null>(null);

  const run = useCallback(
    async (code: string, isRecheck: boolean) => {
      if (!quote) return;
      setApplying(true);
      try {
        const found = await validateVoucher({ vendorId, code, quote, orderTime });
        basis.current = { signature: quote.signature, orderTime };
        setVoucher(found);
        setError(null);
      } catch (failure) {
        setVoucher(null);
        basis.current = null;
        const key =
          isApiError(failure) && failure.translationKey?.startsWith('voucher.')
            ? failure.translationKey
            : 'voucher.error.get.message';
        setError(t(key));
        if (isRecheck) {
          notifications.show({ color: 'orange', message: t(key), autoClose: ERROR_TOAST_MS });
        }
      } finally {
        setApplying(false);
      }
    },
    [quote, vendorId, orderTime, setVoucher, t],
  );

  const code = voucher?.voucher.code ?? null;
  useEffect(() => {
    if (!code || !quote || !basis.current) return;
    if (basis.current.signature === quote.signature && basis.current.orderTime === orderTime)
      return;
    void run(code, true);
  }, [code, quote, orderTime, run]);

  return {
    error,
    isApplying,
    apply: (next: string) => void run(next, false),
    remove: () => {
      basis.current = null;
      setVoucher(null);
      setError(null);
    },
  };
}
