import { describe, it, expect } from 'vitest';
import { ZErrorEnvelope } from './errors.ts';

describe('ZErrorEnvelope', () => {
  it('accepts the envelope with and without field errors, keeping extra meta', () => {
    const envelope = {
      message: 'Unable to deliver to this address',
      meta: { translation_key: 'error.undeliverable-address', retry_after: 3 },
      errors: [
        { field: 'destination', translation_key: 'error.undeliverable-address', message: 'x' },
      ],
    };
    expect(ZErrorEnvelope.parse(envelope)).toEqual(envelope);
    expect(
      ZErrorEnvelope.safeParse({ message: 'x', meta: { translation_key: 'k.k' } }).success,
    ).toBe(true);
  });

  it('refuses an envelope without a translation key', () => {
    expect(ZErrorEnvelope.safeParse({ message: 'x', meta: {} }).success).toBe(false);
  });
});
