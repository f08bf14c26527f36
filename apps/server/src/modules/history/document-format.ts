import { CANCEL_REASONS } from '@rider-portal/domain/cancel-reasons';
import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import { getMarket } from '@rider-portal/domain/markets';
import type { TCountryCode, TLanguage } from '@rider-portal/domain/markets';
import { marketIsoDateTime, marketWallTime } from '@rider-portal/domain/market-day';
import { isPaymentMethod } from '@rider-portal/domain/payments';
import type { TOrderPaymentStatus } from '@rider-portal/domain/payments';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import { ORDER_STATUSES, listGroup, statusLabel } from '@rider-portal/domain/statuses';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import { documentTexts } from './document-texts.ts';
import type { TDocumentTexts } from './document-texts.ts';

function isOrderStatus(value: string): value is TOrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isCancelReason(value: string): value is TCancelReason {
  return (CANCEL_REASONS as readonly string[]).includes(value);
}

/** Fills {{name}} placeholders. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

/** An Intl formatter for the language in the market's country (el-CY), else for the language. */
function localized<T>(language: TLanguage, country: TCountryCode, make: (tag: string) => T): T {
  for (const tag of [`${language}-${country}`, language]) {
    try {
      return make(tag);
    } catch {
      // Not a valid tag (zh-TW-CY): try the next one.
    }
  }
  return make('en');
}

/** Minor units as "25.50": integer digits only, so no binary fraction can round it. */
function plainAmount(minor: number, minorUnits: number): string {
  const digits = String(Math.abs(Math.round(minor))).padStart(minorUnits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (minorUnits === 0) return sign + digits;
  return `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

export type TDocumentFormat = {
  language: TLanguage;
  texts: TDocumentTexts;
  /** Date and time in the market's time zone, worded for the language. */
  dateTime(at: Date | string | null): string | null;
  /** Minor units of the market currency, formatted for the language with the currency. */
  money(minor: number | null | undefined): string | null;
  /** Minor units as a plain number of major units, for spreadsheet number cells. */
  amount(minor: number | null | undefined): number | null;
  /**
   * Minor units as major units written with a dot and the currency's decimals, no grouping and no
   * sign of the currency ("25.50"): what every spreadsheet and script reads as a number.
   */
  plainAmount(minor: number | null | undefined): string | null;
  /** ISO 8601 in the market's time zone with its offset ("2026-11-26T15:56:00+02:00"). */
  isoDateTime(at: Date | string | null): string | null;
  /** The market's wall-clock time, for a spreadsheet date cell (which has no time zone). */
  wallTime(at: Date | string | null): Date | null;
  /** Yes or No in the language. */
  answer(isYes: boolean): string;
  paymentStatus(status: TOrderPaymentStatus | null): string | null;
  /** The status as the screen names it: 'Scheduled' for a pre-order still waiting for its time. */
  status(order: {
    status: string;
    statusHistory: readonly { status: string; created_at: string }[];
    preorderedFor: Date | null;
  }): string;
  paymentMethod(method: string): string;
  cancelReason(reason: string | null): string | null;
};

/** How the documents of one request word and format things (UX.md: market time zone, currency). */
export function documentFormat(input: {
  language: TLanguage;
  country: TCountryCode;
  timeZone: string;
  now: Date;
}): TDocumentFormat {
  const { language, country, timeZone, now } = input;
  const market = getMarket(country);
  const texts = documentTexts(language);
  const dates = localized(
    language,
    country,
    (tag) =>
      new Intl.DateTimeFormat(tag, {
        timeZone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        // The market's clock, not the language's: a Cypriot receipt says 16:30 in English too.
        hourCycle: market.hourCycle,
      }),
  );
  const currency = localized(
    language,
    country,
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: market.currency }),
  );
  const amount = (minor: number | null | undefined) =>
    minor == null ? null : toMajorUnits(minor, market.currencyMinorUnits);
  return {
    language,
    texts,
    dateTime: (at) => (at === null ? null : dates.format(new Date(at))),
    money: (minor) => {
      const value = amount(minor);
      return value === null ? null : currency.format(value);
    },
    amount,
    plainAmount: (minor) => (minor == null ? null : plainAmount(minor, market.currencyMinorUnits)),
    isoDateTime: (at) => (at === null ? null : marketIsoDateTime(at, timeZone)),
    wallTime: (at) => (at === null ? null : marketWallTime(at, timeZone)),
    answer: (isYes) => (isYes ? texts.answers.yes : texts.answers.no),
    paymentStatus: (status) => (status === null ? null : texts.paymentStatuses[status]),
    status: (order) => {
      if (!isOrderStatus(order.status)) return order.status;
      const group = listGroup({
        status: order.status,
        statusHistory: order.statusHistory.filter((h): h is TStatusHistoryEntry =>
          isOrderStatus(h.status),
        ),
        preorderedFor: order.preorderedFor ? order.preorderedFor.getTime() / 1000 : null,
        now,
      });
      return texts.statuses[statusLabel(order.status, group)];
    },
    paymentMethod: (method) => (isPaymentMethod(method) ? texts.paymentMethods[method] : method),
    cancelReason: (reason) =>
      reason === null ? null : isCancelReason(reason) ? texts.cancelReasons[reason] : reason,
  };
}
