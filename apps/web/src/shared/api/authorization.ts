/** What the client may authenticate with; the session module provides a snapshot per request. */
export interface TAuthCredentials {
  /** Token supplied by the embedding vendor tool (GODROID mode). */
  embeddedToken: string | null;
  /** Tokens of a signed-in user (CLASSIC mode). */
  accessToken: string | null;
  idToken: string | null;
  /** Token of a guest (GUEST mode). */
  guestToken: string | null;
}

export const NO_CREDENTIALS: TAuthCredentials = {
  embeddedToken: null,
  accessToken: null,
  idToken: null,
  guestToken: null,
};

/**
 * 000 §7: 'GoDroid {token}' when the embedded token is stored; else 'Bearer {access}|{id}' from
 * the session; else 'Bearer {token}' from the stored guest token; else no header.
 */
export function buildAuthorizationHeader(credentials: TAuthCredentials): string | null {
  if (credentials.embeddedToken) return `GoDroid ${credentials.embeddedToken}`;
  if (credentials.accessToken && credentials.idToken) {
    return `Bearer ${credentials.accessToken}|${credentials.idToken}`;
  }
  if (credentials.guestToken) return `Bearer ${credentials.guestToken}`;
  return null;
}
