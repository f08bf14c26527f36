import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** How a drop-off was entered (000 §3 "location type"): typed or picked in the search, or a map pin. */
export type TLocationType = 'TEXT' | 'PIN';

/**
 * 000 §4 pin preference: the user's last way of entering the drop-off, kept in local storage so the
 * request form opens in that mode. A login attempt clears it; a failed login and logout reset it.
 */
export function readPinPreference(): TLocationType | null {
  const value = readStorage(STORAGE_KEYS.pinPreference);
  return value === 'TEXT' || value === 'PIN' ? value : null;
}

export function rememberPinPreference(type: TLocationType): void {
  writeStorage(STORAGE_KEYS.pinPreference, type);
}

export function clearPinPreference(): void {
  writeStorage(STORAGE_KEYS.pinPreference, null);
}
