import { notifications } from '@mantine/notifications';
import { BULK_NOTICE_MS } from '@rider-portal/domain/constants';
import { isApiError } from '../../../shared/api/api-error';

/** 001 §8, §9: every bulk notice lasts 7000 ms. */
export function showBulkNotice(kind: 'error' | 'success' | 'info', message: string): void {
  notifications.show({
    color: kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'blue',
    message,
    autoClose: BULK_NOTICE_MS,
  });
}

/** Keys the server answers that the bulk screens show as they are (001 §8). */
const SHOWN_AS_IS = new Set([
  'bulk.file-format-invalid',
  'bulk.file-too-large',
  'bulk.file-too-complex',
  // Too many files being read at once on the server: wait a moment.
  'error.rate-limited',
  'bulk.no-vendor',
  'bulk.place-order-error',
  'bulk.nothing-to-resubmit',
  'bulk.row-not-editable',
]);

/** The message key of a failed bulk call: the server's when it is one of the bulk messages. */
export function bulkErrorKey(error: unknown, fallback: string): string {
  const key = isApiError(error) ? error.translationKey : null;
  return key && SHOWN_AS_IS.has(key) ? key : fallback;
}
