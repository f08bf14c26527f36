import {
  BULK_FILE_MAX_BYTES,
  DESCRIPTION_MAX_CHARS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  INSTANT_DELIVERY_PROMISE_MINUTES,
  NEAR_ETA_MINUTES,
  PASSWORD_MIN_LENGTH,
  PREORDER_MIN_LEAD_MINUTES,
  PREORDER_WINDOW_DAYS,
  RESET_CODE_DIGITS,
  VAT_NUMBER_LENGTH,
} from '@rider-portal/domain/constants';

/**
 * The domain's limits that texts name, as placeholders every text may use: both i18next
 * instances (web and server) take them as default values, so a validation message shown from
 * its key alone still says the number. A translator writes {{maxFileMb}} where the number goes
 * (the number's grammar, such as a plural, is the sentence's). Latin digits, as the texts had.
 */
export const TEXT_LIMITS = {
  /** The largest bulk file, in MB (5). */
  maxFileMb: BULK_FILE_MAX_BYTES / (1024 * 1024),
  /** The longest order description, in characters (200). */
  descriptionMaxChars: DESCRIPTION_MAX_CHARS,
  passwordMinLength: PASSWORD_MIN_LENGTH,
  resetCodeDigits: RESET_CODE_DIGITS,
  vatNumberLength: VAT_NUMBER_LENGTH,
  /** How long an email verification link is valid, in hours (24). */
  verificationHours: EMAIL_VERIFICATION_TTL_SECONDS / 3600,
  /** Below this ETA a rider is "less than N minutes away". */
  nearEtaMinutes: NEAR_ETA_MINUTES,
  instantDeliveryMinutes: INSTANT_DELIVERY_PROMISE_MINUTES,
  /** A pre-order is at least this many minutes ahead (30) … */
  preorderMinMinutes: PREORDER_MIN_LEAD_MINUTES,
  /** … and at most this many days (2). */
  preorderMaxDays: PREORDER_WINDOW_DAYS,
} as const;
