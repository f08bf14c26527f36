import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_KEYS } from '@rider-portal/domain/cancel-reasons';
import { ERROR_KEYS, LOGIN_FAILURE_KEYS, authErrorKey } from '@rider-portal/domain/errors';
import {
  ORDER_STATUSES,
  TRACKING_MESSAGE_KEYS,
  TRACKING_NEAR_ETA_KEY,
  trackingMessageKey,
} from '@rider-portal/domain/statuses';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import { VALIDATION_KEYS } from '@rider-portal/domain/validation-keys';
import { readTexts } from './catalogue.ts';

// English is the source: the domain names the keys, the catalogue's English words them (the
// specification's exact text where it gives one). Other languages follow English
// (catalogue.test.ts).
const en = readTexts('en', 'web');
const DOMAIN_KEYS = [
  ...Object.values(ERROR_KEYS),
  ...Object.values(VALIDATION_KEYS),
  ...TRACKING_MESSAGE_KEYS,
  TRACKING_NEAR_ETA_KEY,
  ...Object.values(CANCEL_REASON_KEYS),
];

describe('the English texts of the domain keys (000 §8, 001 §8)', () => {
  it('words every error, validation, tracking and cancel-reason key', () => {
    expect(DOMAIN_KEYS.filter((key) => !en[key]?.trim())).toEqual([]);
  });

  it('words the 17 login failures as the spec does: "Failed to login. <reason>"', () => {
    for (const key of LOGIN_FAILURE_KEYS) {
      expect(en[key], key).toMatch(/^Failed to login\. [a-z -]+$/);
      // The key is the reason in kebab case (000 §8).
      expect(authErrorKey(en[key]), key).toBe(key);
    }
  });

  it("keeps the spec's exact wording", () => {
    const exact: Record<string, string> = {
      'order.cant-cancel-order': 'Unfortunately we could not cancel that order',
      'error.fee.changed': 'The delivery fee has changed.',
      'error.fee.recompute':
        'We encountered some issue while recomputing the delivery fee. Please try again.',
      'voucher.error.validation.message': 'This voucher code is not available',
      'voucher.error.get.message': 'Can not get details of the voucher code',
      'help-center.failed': 'An error occurred while loading the help center',
      'app.load-failed':
        'Could not load the application. Please check your internet connection and try again',
      'vendor.cant-fetch-branches': "Oops we couldn't fetch your branches",
      'auth.disconnected': 'You are now disconnected.',
      // The specification's "Order pushed!" reads as jargon to a restaurant.
      'order.created': 'Rider requested',
      'order.updated': 'Order Updated!',
      'error.offline': 'Something went wrong. Please try again. You could be offline.',
      'validation.no-vendor': 'Could not get your informations - please logout & login again',
      'validation.phone-invalid': "The phone number doesn't seem correct",
      'cancel.reason.other-delivery-method-available': 'Other delivery method became available',
    };
    for (const [key, text] of Object.entries(exact)) expect(en[key], key).toBe(text);
  });

  it('ends every payment message the way the spec shows it', () => {
    for (const key of [
      'error.payment.get-if-enabled',
      'error.payment.init',
      'error.payment.intent-creation',
    ]) {
      expect(en[key]).toMatch(/^We encountered some issue .*payment system\. Please try again\.$/);
    }
  });

  it('names placeholders {{likeThis}}', () => {
    expect(en['service.closed']).toBe("Service hours: {{from}} to {{to}}. It's {{time}}");
    for (const key of DOMAIN_KEYS) {
      expect(en[key]?.replace(/\{\{[a-zA-Z]+\}\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  it('promises a refund when an order is cancelled', () => {
    expect(en['tracking.message.cancelled']).toMatch(/refund/);
  });

  it('calls a restaurant order an order, and only a parcel sent by a person a parcel', () => {
    for (const status of ORDER_STATUSES) {
      expect(en[trackingMessageKey(status)], status).not.toMatch(/parcel/i);
    }
    const parcel = (status: TOrderStatus) => en[trackingMessageKey(status, [], 'parcel')];
    expect(parcel('PICKED_UP')).toBe(
      'The parcel has been collected and is on its way to the recipient',
    );
    expect(parcel('RETURN_INITIATED')).toMatch(/^The parcel /);
    expect(parcel('RETURNED_TO_VENDOR')).toMatch(/^The parcel /);
    expect(parcel('NEW')).toBe(en['tracking.message.placed']);
  });
});
