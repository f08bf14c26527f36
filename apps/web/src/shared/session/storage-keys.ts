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
