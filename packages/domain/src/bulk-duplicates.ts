import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

// Issue 22, "never the same file twice": a row whose customer phone, drop-off address and scheduled
// time match an order the vendor placed today is a probable duplicate (a warning in the review,
// never an error). Written once here for the checking of a file and the fixing of a row.

/** A phone in its international form when it reads as one in the market's region, else its digits. */
function phoneKey(phone: string, region: string): string {
  try {
    const parsed = parsePhoneNumberFromString(phone, region as CountryCode);
    if (parsed) return parsed.number;
  } catch {
    // An unreadable phone is compared by its digits.
  }
  return phone.replace(/\D/g, '');
}

/** An address without case, spacing or punctuation ("Ledra St. 20" is "ledra st 20"). */
function addressKey(address: string): string {
  return address
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What makes two orders the same delivery for the duplicate warning: the customer's phone, the
 * drop-off address and the scheduled time (epoch seconds; null for an instant order).
 */
export function bulkDuplicateKey(
  input: { phone: string; address: string; preorderedFor: number | null },
  phoneRegion: string,
): string {
  const when = input.preorderedFor === null ? 'now' : String(Math.floor(input.preorderedFor));
  return `${phoneKey(input.phone, phoneRegion)}|${addressKey(input.address)}|${when}`;
}
