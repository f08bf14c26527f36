import { z } from 'zod';
import { getMarket } from './markets.ts';
import { ZLanguage } from './enum-schemas.ts';
import type { TCountryCode, TLanguage } from './markets.ts';

// Messages to the recipient of a delivery (issue 21): a short text with the signed tracking link,
// in the recipient's language, at chosen steps of the order.

/** The steps of an order the recipient may be told of, in the order they happen. */
export const NOTIFICATION_STEPS = [
  'placed',
  'rider-assigned',
  'picked-up',
  'near-customer',
  'delivered',
  'cancelled',
] as const;
export const ZNotificationStep = z.enum(NOTIFICATION_STEPS);
export type TNotificationStep = z.infer<typeof ZNotificationStep>;

/** The ways a message reaches the recipient: a text to the phone, a mail when the order has one. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

/** What became of one message: waiting (or retrying), sent, failed for good, or not sent. */
export const NOTIFICATION_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type TNotificationState = (typeof NOTIFICATION_STATES)[number];

/** Why a message was not sent. */
export const NOTIFICATION_SKIP_REASONS = [
  'off',
  'step-off',
  'opted-out',
  'no-phone',
  'no-email',
] as const;
export type TNotificationSkipReason = (typeof NOTIFICATION_SKIP_REASONS)[number];

/** Which messages a vendor's recipients get. */
export type TNotificationSettings = {
  enabled: boolean;
  steps: TNotificationStep[];
  channels: TNotificationChannel[];
};

/**
 * The default for every market (our choice): told when the rider is booked, when the order is
 * on its way and when it ends; not when a rider accepts or is near (a restaurant's order takes
 * minutes, and four texts for one meal are too many). By text and, where the order names the
 * recipient's e-mail, by mail too (a vendor who typed it in expects it used).
 */
const DEFAULT_SETTINGS: TNotificationSettings = {
  enabled: true,
  steps: ['placed', 'picked-up', 'delivered', 'cancelled'],
  channels: ['sms', 'email'],
};

/** Markets whose default differs (none yet: each market's operator may ask for one). */
const MARKET_SETTINGS: Partial<Record<TCountryCode, TNotificationSettings>> = {};

export function defaultNotificationSettings(country: TCountryCode): TNotificationSettings {
  const settings = MARKET_SETTINGS[country] ?? DEFAULT_SETTINGS;
  return { ...settings, steps: [...settings.steps], channels: [...settings.channels] };
}

/** How often a message is tried before it is marked failed (our choice). */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
/** The wait before the second try; each later try waits twice as long (our choice). */
export const NOTIFICATION_RETRY_BASE_SECONDS = 10;
/** The longest text a provider is given: ten SMS segments of Unicode text (our choice). */
export const NOTIFICATION_TEXT_MAX_CHARS = 670;

/** The wait before try number `attempt + 1`, after `attempt` failed tries. */
export function notificationRetryDelaySeconds(attempt: number): number {
  return NOTIFICATION_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1);
}

/** The recipient's language as an order may name it: an interface language code. */
export const ZRecipientLanguage = ZLanguage;

/**
 * The language a recipient is written to: the order's (any interface language: a tourist in
 * Cyprus may read Arabic), else the market's first.
 */
export function recipientLanguageOf(
  country: TCountryCode,
  language: string | null | undefined,
): TLanguage {
  const named = ZLanguage.safeParse(language);
  return named.success ? named.data : getMarket(country).languages[0]!;
}

/** The keyword replies that stop and restart a number's messages (the SMS convention). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);

/** What a reply asks: to stop the messages, to have them again, or nothing we act on. */
export function optOutReplyOf(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return null;
}
