/** Characters that make a spreadsheet treat a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert: a leading quote keeps = + - @ tab and carriage return as text. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A phone number as stored: an optional + and digits, nothing a formula could be made of. */
const PHONE_NUMBER = /^\+?[0-9]{3,20}$/;

/**
 * A phone number cell: an international number (+35799123456) is written as it is, since a plus
 * followed by digits calls nothing and references nothing, and a quote in front would only spoil
 * the number for whoever dials or matches it. Anything else in the field is text, made inert.
 */
export function phoneCell(value: string): string {
  return PHONE_NUMBER.test(value) ? value : inertCell(value);
}

/** One CSV field (RFC 4180 quoting) of an inert text cell. */
export function csvField(value: string | null): string {
  return csvQuoted(value === null ? '' : inertCell(value));
}

/**
 * One CSV field of a value written as it is: a number, an ISO date-time, or a cell already made
 * safe (phoneCell). Quoted only where RFC 4180 asks for it.
 */
export function csvQuoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
