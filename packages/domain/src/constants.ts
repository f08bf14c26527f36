// Business constants and limits of 000 §9 and 001 §9, named once. Durations carry their unit in
// the name (_MS, _SECONDS, _MINUTES, _DAYS); sizes say whether they count characters or bytes.

// Request form and addresses (000 §5, §9; 001 §5)
export const DESCRIPTION_MAX_CHARS = 200;
export const NOTES_MAX_BYTES = 1000;
export const STREET_ADDRESS_MAX_BYTES = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
export const VAT_NUMBER_LENGTH = 8;
export const RESET_CODE_DIGITS = 6;
export const EMAIL_VERIFICATION_TTL_SECONDS = 86_400;
/** The address book is searched from this many characters on (000 §5). */
export const ADDRESS_BOOK_MIN_QUERY_CHARS = 2;
/** Pakistan's minimum order amount, in PKR (000 §5, §9). */
export const PK_MINIMUM_ORDER_AMOUNT_PKR = 100;

// Sessions, requests and debouncing (000 §7, §9; 001 §7, §9)
export const TOKEN_REFRESH_MARGIN_SECONDS = 600;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const FETCH_DEBOUNCE_MS = 400;
export const REQUEST_RETRIES = 3;
/** The n-th retry waits n times this (000 §7). */
export const REQUEST_RETRY_DELAY_MS = 1000;
export const FEE_REFETCH_AFTER_EXPIRY_MS = 1000;
/**
 * A request's caller (its tokens checked, its session read) is remembered this long per
 * Authorization value, never past the tokens' expiry; a logout or password reset forgets it at
 * once on every instance (our choice: the bus carries the ending).
 */
export const CALLER_CACHE_MS = 10_000;
/** At most this many callers are remembered per instance, the least recently used leaving first. */
export const CALLER_CACHE_MAX_ENTRIES = 20_000;

// Estimations and delivery promise (000 §9)
export const LOGIN_PICKUP_ESTIMATION = 15;
export const MIN_COUNTRY_ETA = 15;
export const INSTANT_DELIVERY_PROMISE_MINUTES = 60;
export const TYPICAL_DELIVERY_MINUTES = 30;
/** Near-vendor and near-customer messages read 'Less than 5 minutes away' (000 §9, 001 §2). */
export const NEAR_ETA_MINUTES = 5;
/**
 * Distance under which a rider counts as near the collection point or the customer. The spec only
 * gives the 5-minute wording; 200 m is our choice (roughly a minute by scooter in city traffic).
 */
export const NEAR_DISTANCE_METERS = 200;

// Item limits (000 §5, §9; 001 §5, §9). Per-country caps live in markets.ts.
export const DEFAULT_ITEM_WEIGHT_CAP_KG = 5;
/** Returned by the orderItemValueExceedLimit lookup when it fails: no limit known. */
export const ORDER_ITEM_VALUE_LIMIT_DEFAULT = -1;
/** Used for markets whose distance cap the spec does not name (our choice, see markets.ts). */
export const DEFAULT_DELIVERY_DISTANCE_CAP_KM = 10;
/**
 * A cash amount the rider collects above this many major units of the currency is far above the
 * usual and asks for confirmation, as a high item value does (markets.ts overrides it
 * where 1,000 is a small sum).
 */
export const DEFAULT_CASH_CONFIRM_ABOVE_MAJOR = 1_000;

/**
 * Public tracking pages rendered with their order at once by one server instance; more
 * wait their turn, and beyond this many waiting a page gets its frame (the app then loads the
 * order itself), so a burst of link openings never builds a queue without end.
 */
export const SSR_RENDER_QUEUE_MAX = 16;

// Bulk upload (001 §5, §9)
export const BULK_FILE_MAX_BYTES = 5_242_880;
export const BULK_FILE_EXTENSION = '.xlsx';
export const BULK_FILE_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const BULK_TEMPLATE_FILE_NAME = 'Template.xlsx';
/** Issue 22: the rows with errors of an upload, to fix and upload again. */
export const BULK_FAILED_ROWS_FILE_NAME = 'Failed rows.xlsx';
/** Issue 22: a CSV file is read too (UTF-8 with or without BOM, comma or semicolon). */
export const BULK_CSV_EXTENSION = '.csv';
/**
 * Issue 22: the template's header row may sit under a few title or note rows; it is looked for
 * among the first this many non-empty rows of each sheet (our choice).
 */
export const BULK_HEADER_SEARCH_ROWS = 10;
/** Issue 22: the same file from the same vendor within this many days is asked about first. */
export const BULK_DUPLICATE_FILE_DAYS = 7;
/**
 * What a bulk file may expand to once read: 5 MB of compressed bytes can describe
 * gigabytes of cells, so reading is bounded by these, each far above a real order sheet (the
 * largest, 85,631 rows of the template's 15 columns, needs about a tenth of each) and far below
 * what would hurt the server. A file over one is refused with 'bulk.file-too-complex' naming it.
 */
export const BULK_FILE_LIMITS = {
  /** Parts in the archive (a spreadsheet has a few dozen). */
  zipEntries: 1_000,
  /** Bytes the archive expands to in all. */
  expandedBytes: 64 * 1024 * 1024,
  /** Rows, counted over every sheet. */
  rows: 200_000,
  /** Cells, counted over every sheet. */
  cells: 3_000_000,
  /** Columns of the sheet that is read (the template has 15). */
  columns: 256,
  /** Merged ranges, over every sheet. */
  mergedRanges: 5_000,
  /** Cells covered by merged ranges, over every sheet. */
  mergedCells: 100_000,
  /** Cell formats in the style sheet (Excel itself stops at 64,000). */
  styles: 20_000,
  /** Characters of one cell (Excel's own limit). */
  cellChars: 32_767,
  /** Characters of every cell of the sheet that is read, shared strings counted at each use. */
  sheetChars: 32 * 1024 * 1024,
  /** Wall-clock time to read a file, in milliseconds. */
  readMs: 30_000,
  /** Heap of the worker that reads a file, in MB. */
  readerHeapMb: 1_024,
  /** Files read at once by one server instance; another upload meanwhile is asked to wait. */
  readers: 2,
} as const;
export type TBulkFileLimit = keyof typeof BULK_FILE_LIMITS;
/**
 * The upload's answer carries the rows of a checked job up to this many (our choice); a larger
 * job is answered with its summary and its rows are read with the job's detail, so one answer
 * never serialises tens of thousands of rows while other requests wait.
 */
export const BULK_ANSWER_ROWS_MAX = 2_000;
/** Rows a reading worker hands back at a time (bounded messages, never one huge clone). */
export const BULK_READ_BATCH_ROWS = 2_000;
/** A job history answer is valid only when its code equals this (001 §5). */
export const BULK_JOB_HISTORY_OK_CODE = 200;

// History and tracking lists (001 §3, §7, §9)
export const SEARCH_HISTORY_MAX = 10;
export const HISTORY_PAGE_SIZE = 30;
export const HISTORY_PAGE_SIZE_WITH_OUTLETS = 50;
export const ACTIVE_ORDERS_PAGE_SIZE = 200;
/** Pre-orders are listed with `to` plus this many days (001 §7, §9). */
export const PREORDER_WINDOW_DAYS = 2;
/**
 * A pre-order is at least this far ahead: sooner than the market's minimum ETA it would be an
 * instant order (our choice; 000 §9 gives the minimum ETA as 15).
 */
export const PREORDER_MIN_LEAD_MINUTES = 30;
export const CANCEL_AFTER_PAYMENT_COMMITTED_MS = 600_000;

// Polling, refreshing and caching (001 §4, §7, §9)
export const HELP_CENTER_TOKEN_REFRESH_MS = 3_300_000;
export const ACTIVE_ORDERS_REFRESH_MS = 60_000;
export const GUEST_ACTIVE_ORDERS_REFRESH_MS = 300_000;
export const CHECK_LOOP_MS = 5000;
export const RIDER_POLL_MS = 2000;
export const LIVE_RECONNECT_CHECK_MS = 1000;
export const COUNTRY_PARAMETER_CACHE_MS = 300_000;
/**
 * The server remembers a country parameter it read this long (our choice): a change through the
 * same instance applies at once, through another instance or the admin command within this time.
 */
export const COUNTRY_PARAMETER_SERVER_CACHE_MS = 5_000;
/**
 * The server remembers a vendor's resolved feature flags and drawn delivery areas this long (our
 * choice, as for country parameters): an operator's change through the same instance applies at
 * once, through another instance or the admin command within this time.
 */
export const VENDOR_SETTINGS_SERVER_CACHE_MS = 5_000;
/** At most this many values of one kind are remembered per database (least recently used leave). */
export const SERVER_CACHE_MAX_ENTRIES = 20_000;
export const FLAG_REFRESH_MS = 300_000;
export const FLAG_REQUEST_TIMEOUT_MS = 2000;
export const NEW_BUILD_CHECK_MS = 300_000;
export const NEW_BUILD_RELOAD_DELAY_MS = 3000;

// Notices and loading (000 §8, §9; 001 §8, §9)
export const OUTDATED_NOTICE_MS = 10_000;
export const NOTIFICATION_DEFAULT_MS = 5000;
/** The notice that confirms a sign-out: read at a glance, gone before the next screen is used. */
export const SIGNED_OUT_NOTICE_MS = 3000;
/** The other reading of the default notification duration (000 §9, 001 §3). */
export const NOTIFICATION_SHORT_MS = 3500;
export const BULK_NOTICE_MS = 7000;
export const ERROR_TOAST_MS = 7000;
export const LONG_ERROR_TOAST_MS = 10_000;
export const CANCEL_ERROR_TOAST_MS = ERROR_TOAST_MS;
export const CANT_RETRIEVE_VENDORS_TOAST_MS = LONG_ERROR_TOAST_MS;
export const LAZY_LOAD_RETRIES = 10;
export const LAZY_LOAD_RETRY_DELAY_MS = 2000;

// Maps (000 §9; 001 §9)
export const MAP_DEFAULT_ZOOM = 18;
export const OUTLET_MAP_ZOOM = 17;
export const OUTLET_MARKER_SIZE = 65;

/** UTF-8 length of a string, as the byte limits count it (000 §5: notes 1000 bytes, address 255). */
export function utf8ByteLength(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3; // BMP, or a lone surrogate that encoders replace with U+FFFD (3 bytes)
  }
  return bytes;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

// The public delivery API (issue 19: pandago API v1.1.0 and beyond)
/** An access token from POST /oauth2/token lives one hour (pandago's `expires_in`). */
export const API_ACCESS_TOKEN_TTL_SECONDS = 3600;
/** A client assertion may expire at most this far ahead; its jti is kept until then. */
export const API_ASSERTION_MAX_LIFETIME_SECONDS = 3600;
/** Token requests one client may make a minute (a client caches its token for an hour). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 20;
/** API calls one client may make a minute, on every instance together. */
export const API_REQUESTS_PER_MINUTE = 1200;
/** The RSA key size a client's public key must have. */
export const API_RSA_KEY_BITS = 2048;
/** Longest PEM text accepted as a public key. */
export const API_PUBLIC_KEY_MAX_CHARS = 4096;
/** Longest callback URL. */
export const API_CALLBACK_URL_MAX_CHARS = 2048;
/** Longest jti, client id and client_order_id accepted. */
export const API_ID_MAX_CHARS = 200;
/** A sender's coordinates match an outlet within this distance (pandago: "a tight tolerance"). */
export const API_SENDER_MATCH_METERS = 50;
/** Random bytes of a webhook secret (Standard Webhooks: 24 to 64). */
export const WEBHOOK_SECRET_BYTES = 32;
/**
 * Waits before each retry of a failed webhook delivery, in seconds (the Standard Webhooks
 * schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h); after the last one the message has failed.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 86400] as const;
/** A callback URL has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A callback URL failing every delivery for this long is disabled and its owner mailed. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 72;
/** Characters of a callback URL's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;
/** Webhook deliveries the portal's delivery log shows a page. */
export const WEBHOOK_LOG_PAGE_SIZE = 30;
/** Delivery log entries kept this long. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** A key rotated out keeps working this long, so a client can switch without downtime. */
export const API_KEY_ROTATION_OVERLAP_HOURS = 24;

/** The longest e-mail address an order keeps: a guest sender's, a recipient's (our choice). */
export const ORDER_EMAIL_MAX_CHARS = 200;
