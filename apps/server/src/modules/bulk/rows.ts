import type { TBulkDeliveryType } from '@rider-portal/domain/bulk';
import { LANGUAGES, getMarket } from '@rider-portal/domain/markets';
import type { TCountryCode, TLanguage } from '@rider-portal/domain/markets';
import { isPossiblePhone } from '@rider-portal/domain/validation';
import type { TBulkCell } from './schema.ts';
import { matchBulkHeader } from '@rider-portal/domain/bulk-columns';
import { bulkHeaderAliases } from './headers.ts';
import type { TBulkColumnId } from './template.ts';

// From the cells of a sheet row to the fields of a request-a-rider payload. Only the reading of
// spreadsheet values lives here (numbers typed as text, Excel dates, yes/no); the rules are the
// request form's own schema (packages/domain request-order.ts), applied by preprocess.ts.

export type TBulkCells = Partial<Record<TBulkColumnId, TBulkCell>>;

/**
 * Which template column each sheet column is, by its header (the template's wording in any
 * interface language, with or without the bracketed hint, or the column id; case, spaces and
 * punctuation are forgiven). Null when the sheet lacks a required column or any way to locate the
 * drop-off.
 */
export function mapColumns(header: readonly string[]): (TBulkColumnId | null)[] | null {
  return matchBulkHeader(header, bulkHeaderAliases()).columns;
}

/** The cells of a row by column id; unknown columns are dropped. */
export function cellsOf(
  values: readonly TBulkCell[],
  columns: readonly (TBulkColumnId | null)[],
): TBulkCells {
  const cells: TBulkCells = {};
  columns.forEach((id, index) => {
    const value = values[index];
    if (id && value !== null && value !== undefined && value !== '') cells[id] = value;
  });
  return cells;
}

export function textOf(cell: TBulkCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  return String(cell).trim();
}

/** A number written as a number or as text ("18.50", "18,50"); NaN when it is not one. */
function numberOf(cell: TBulkCell | undefined): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : Number.NaN;
  if (typeof cell === 'boolean') return Number.NaN;
  const text = cell.replace(/\s/g, '');
  if (!/^[-+]?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * A phone typed into a sheet: spreadsheets turn "+35799123456" into the number 35799123456, so a
 * number that starts with the market's calling code gets its plus back.
 */
export function phoneOf(cell: TBulkCell | undefined, country: TCountryCode): string {
  const text = textOf(cell);
  if (typeof cell !== 'number' || !/^\d+$/.test(text)) return text;
  const market = getMarket(country);
  const code = market.phonePrefix.replace('+', '');
  const withPlus = `+${text}`;
  return text.startsWith(code) && isPossiblePhone(withPlus, market.phoneRegion) ? withPlus : text;
}

/** The order amount in the market currency's minor units; NaN when unreadable, null when empty. */
export function amountMinorOf(cell: TBulkCell | undefined, country: TCountryCode): number | null {
  const value = numberOf(cell);
  if (value === null || Number.isNaN(value)) return value;
  const minor = Math.round(value * 10 ** getMarket(country).currencyMinorUnits);
  // 1e308 is a number, but not an amount: beyond what any order can be, it is unreadable.
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}

/** A latitude or longitude; NaN when unreadable, null when empty. */
export function coordinateOf(cell: TBulkCell | undefined): number | null {
  return numberOf(cell);
}

const YES = new Set(['yes', 'y', 'true', '1', 'ναι', 'نعم']);
const NO = new Set(['no', 'n', 'false', '0', 'όχι', 'οχι', 'لا']);

/** yes/no cells (cold bag, age check); empty is no, anything else unreadable is null. */
export function yesNoOf(cell: TBulkCell | undefined): boolean | null {
  if (cell === null || cell === undefined || cell === '') return false;
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/** The payment type as the template's dropdown spells it ("cash on delivery" is forgiven). */
export function paymentTypeOf(cell: TBulkCell | undefined): string {
  return textOf(cell)
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** instant or scheduled; empty means scheduled when a date is given, else instant. */
export function deliveryTypeOf(
  cell: TBulkCell | undefined,
  hasDate: boolean,
): TBulkDeliveryType | null {
  const text = textOf(cell).toLowerCase();
  if (text === '') return hasDate ? 'scheduled' : 'instant';
  if (text === 'instant' || text === 'scheduled') return text;
  return null;
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

type TWallDate = { year: number; month: number; day: number };
type TWallTime = { hour: number; minute: number };

/** A calendar date: an Excel date (read as an ISO instant or a serial number) or YYYY-MM-DD. */
export function dateOf(cell: TBulkCell | undefined): TWallDate | null {
  if (cell === null || cell === undefined || cell === '' || typeof cell === 'boolean') return null;
  let year: number, month: number, day: number;
  if (typeof cell === 'number') {
    const at = new Date(EXCEL_EPOCH_MS + Math.floor(cell) * DAY_MS);
    [year, month, day] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  } else {
    const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(cell.trim());
    if (!match) return null;
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A time of day: an Excel time (an ISO instant on 1899-12-30, or a day fraction) or HH:MM. */
export function timeOf(cell: TBulkCell | undefined): TWallTime | null {
  if (cell === null || cell === undefined || cell === '' || typeof cell === 'boolean') return null;
  if (typeof cell === 'number') {
    const minutes = Math.round((cell - Math.floor(cell)) * 1440) % 1440;
    return { hour: Math.floor(minutes / 60), minute: minutes % 60 };
  }
  const text = cell.trim();
  const iso = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/.exec(text);
  const plain = iso ?? /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(text);
  if (!plain) return null;
  const hour = Number(plain[1]);
  const minute = Number(plain[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(at / 60_000) * 60_000;
}

/** The instant a wall-clock date and time in the market's zone stand for (DST included). */
export function marketInstant(date: TWallDate, time: TWallTime, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** The scheduled date and time of a row, or 'invalid' when either is missing or unreadable. */
export function scheduleOf(cells: TBulkCells, timeZone: string): Date | 'invalid' {
  const date = dateOf(cells.scheduled_date);
  let time = timeOf(cells.scheduled_time);
  // A date cell that carries its own time (a date-time typed in one cell).
  if (!time && cells.scheduled_time === undefined && typeof cells.scheduled_date === 'string') {
    const withTime = /T(\d{2}):(\d{2})/.exec(cells.scheduled_date);
    if (withTime && `${withTime[1]}${withTime[2]}` !== '0000') time = timeOf(cells.scheduled_date);
  }
  if (!date || !time) return 'invalid';
  return marketInstant(date, time, timeZone);
}

/** The payload field of the request schema → the template column a person fixes. */
export const COLUMN_OF_FIELD: Readonly<Record<string, TBulkColumnId>> = {
  destinationUnitNumber: 'unit',
  destinationName: 'customer_name',
  destinationPhoneNumber: 'customer_phone',
  orderDescription: 'description',
  destinationTextAddress: 'dropoff_address',
  destinationLatitude: 'latitude',
  destinationLongitude: 'longitude',
  orderAmount: 'order_amount',
  paymentMethod: 'payment_type',
  destinationBuilding: 'building',
  riderNotes: 'notes',
};

/**
 * Issue 21: the customer's language, an interface language code in any case ("EL", "zh-tw");
 * null when empty, 'invalid' when it is no interface language.
 */
export function languageOf(cell: TBulkCell | undefined): TLanguage | null | 'invalid' {
  const text = textOf(cell).toLowerCase();
  if (text === '') return null;
  return LANGUAGES.find((code) => code.toLowerCase() === text) ?? 'invalid';
}
