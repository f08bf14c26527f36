import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as C from './constants.ts';

/** UTF-8 length as the standard encoders count it (percent-encoding writes one %XX per byte). */
function referenceUtf8Length(s: string): number {
  return encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, 'x').length;
}

describe('constants (000 §9, 001 §9)', () => {
  it('holds the limits of the request form and addresses', () => {
    expect(C.DESCRIPTION_MAX_CHARS).toBe(200);
    expect(C.NOTES_MAX_BYTES).toBe(1000);
    expect(C.STREET_ADDRESS_MAX_BYTES).toBe(255);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.VAT_NUMBER_LENGTH).toBe(8);
    expect(C.RESET_CODE_DIGITS).toBe(6);
    expect(C.EMAIL_VERIFICATION_TTL_SECONDS).toBe(24 * 3600);
  });

  it('holds the timings', () => {
    expect(C.TOKEN_REFRESH_MARGIN_SECONDS).toBe(600);
    expect(C.AUTOCOMPLETE_DEBOUNCE_MS).toBe(500);
    expect(C.FETCH_DEBOUNCE_MS).toBe(400);
    expect([C.REQUEST_RETRIES, C.REQUEST_RETRY_DELAY_MS]).toEqual([3, 1000]);
    expect(C.CANCEL_AFTER_PAYMENT_COMMITTED_MS).toBe(10 * 60_000);
    expect(C.HELP_CENTER_TOKEN_REFRESH_MS).toBe(3_600_000 - 5 * 60_000);
    expect(C.ACTIVE_ORDERS_REFRESH_MS).toBe(60_000);
    expect(C.GUEST_ACTIVE_ORDERS_REFRESH_MS).toBe(300_000);
    expect([C.CHECK_LOOP_MS, C.RIDER_POLL_MS, C.LIVE_RECONNECT_CHECK_MS]).toEqual([
      5000, 2000, 1000,
    ]);
    expect([C.FLAG_REFRESH_MS, C.FLAG_REQUEST_TIMEOUT_MS]).toEqual([300_000, 2000]);
    expect([C.NEW_BUILD_CHECK_MS, C.NEW_BUILD_RELOAD_DELAY_MS, C.OUTDATED_NOTICE_MS]).toEqual([
      300_000, 3000, 10_000,
    ]);
    expect([C.LAZY_LOAD_RETRIES, C.LAZY_LOAD_RETRY_DELAY_MS]).toEqual([10, 2000]);
  });

  it('holds the sizes and page sizes', () => {
    expect(C.BULK_FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(C.SEARCH_HISTORY_MAX).toBe(10);
    expect([
      C.HISTORY_PAGE_SIZE,
      C.HISTORY_PAGE_SIZE_WITH_OUTLETS,
      C.ACTIVE_ORDERS_PAGE_SIZE,
    ]).toEqual([30, 50, 200]);
    expect(C.PREORDER_WINDOW_DAYS).toBe(2);
    expect(C.ORDER_ITEM_VALUE_LIMIT_DEFAULT).toBe(-1);
    expect([C.MAP_DEFAULT_ZOOM, C.OUTLET_MAP_ZOOM, C.OUTLET_MARKER_SIZE]).toEqual([18, 17, 65]);
  });
});

describe('utf8ByteLength', () => {
  it('counts bytes, not characters', () => {
    expect(C.utf8ByteLength('')).toBe(0);
    expect(C.utf8ByteLength('abc')).toBe(3);
    expect(C.utf8ByteLength('é')).toBe(2);
    expect(C.utf8ByteLength('Λευκωσία')).toBe(16);
    expect(C.utf8ByteLength('กรุงเทพ')).toBe(21);
    expect(C.utf8ByteLength('🛵')).toBe(4);
  });

  it('counts a lone surrogate as the 3-byte replacement character', () => {
    expect(C.utf8ByteLength('\uD800')).toBe(3);
    expect(C.utf8ByteLength('a\uDC00b')).toBe(5);
  });

  it('law: agrees with the standard encoding for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(C.utf8ByteLength(s)).toBe(referenceUtf8Length(s));
      }),
    );
  }, 60_000);

  it('law: is additive over concatenation of well-formed strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(C.utf8ByteLength(a + b)).toBe(C.utf8ByteLength(a) + C.utf8ByteLength(b));
      }),
    );
  });
});
