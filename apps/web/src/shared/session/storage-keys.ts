/** Everything the portal keeps in localStorage (000 §9), in one place. */
export const STORAGE_KEYS = {
  /** Token stored by the embedding vendor tool (GODROID mode). */
  embeddedToken: 'godroid_token',
  /** Signed-in user and tokens: the auth state without its loading flag. */
  auth: 'auth',
  /** Guest vendor id (string) and token ({ "token": "<jwt>", "exp": <unix seconds> }). */
  guestVendorId: 'guest_vendor_id',
  guestToken: 'guest_token',
  /** Ids of orders placed as a guest. */
  guestOrderIds: 'guest_order_ids',
  /** Interface language chosen by the user. */
  locale: 'locale',
  /** Set once the welcome carousel has been seen (or skipped) in this browser. */
  welcomeSeen: 'welcome_seen',
  /** History filters kept across visits (001 §9): date range category, custom days, status. */
  historyFilters: 'history_filters',
  /** The last history search keys (001 §3: at most 10, no duplicates, newest first). */
  searchHistory: 'search_history',
  /** How the drop-off was last entered, 'TEXT' or 'PIN' (000 §4): the request form opens that way. */
  pinPreference: 'pin_preference',
} as const;

/** localStorage can throw (privacy mode, quota); the portal then behaves as if nothing is stored. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives in memory for this visit.
  }
}
