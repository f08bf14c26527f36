import { useTranslation } from 'react-i18next';
import type { TCancelBlock } from '@rider-portal/domain/cancellation';
import { formatClock } from '../../../shared/format/time';

/** What a screen says about cancelling: until when while it can, why not once it cannot. */
export function useCancelTexts(timeZone: string) {
  const { t, i18n } = useTranslation();
  return {
    until: t('order-detail.cancel.until'),
    why: (block: TCancelBlock): string => {
      switch (block.reason) {
        case 'rider-accepted':
          return t('order-detail.cancel.blocked.rider-accepted');
        case 'collected':
          return t('order-detail.cancel.blocked.collected');
        case 'starting':
          return t('order-detail.cancel.blocked.starting');
        case 'payment-settling':
          return t('order-detail.cancel.blocked.payment', {
            time: formatClock(block.availableAt, timeZone, i18n.language),
          });
        case 'delayed':
          return t('order-detail.cancel.blocked.delayed');
        case 'stalled':
          return t('order-detail.cancel.blocked.stalled');
        case 'finished':
          return t('order.not-cancellable');
      }
    },
  };
}
