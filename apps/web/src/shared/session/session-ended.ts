/**
 * 000 §4: a session the server has ended (signed out elsewhere, its refresh token revoked or
 * expired, the password reset) logs the user out here too, and the protected routes send them to
 * sign in, instead of every screen failing one by one. The API client reports such an answer; the
 * app's start-up says what to do with it (main.tsx: log out).
 */
let onEnded: (() => void) | null = null;

export function handleSessionEnded(handler: () => void): void {
  onEnded = handler;
}

/** The translation key of the server's answer to a request whose session no longer exists. */
export const SESSION_ENDED_KEY = 'error.unauthorized';

export function reportSessionEnded(): void {
  onEnded?.();
}
