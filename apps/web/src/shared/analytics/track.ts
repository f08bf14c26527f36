/**
 * 000 §4, 001 §4, §8: the portal tracks a few events (login attempt, success, failure, logout, and
 * an address that could not be found or read, with its location and message key). One
 * small interface, one sink: the console while developing, nothing in a build. No third-party
 * script is loaded; a real sink plugs in with setTrackingSink.
 */
export type TTrackingEvent =
  'login_attempt' | 'login_success' | 'login_failure' | 'logout' | 'address_error';

export type TTrackingSink = (event: TTrackingEvent, properties: Record<string, string>) => void;

const consoleSink: TTrackingSink = (event, properties) => {
  console.info(`[track] ${event}`, properties);
};

let sink: TTrackingSink | null = import.meta.env.DEV ? consoleSink : null;

export function setTrackingSink(next: TTrackingSink | null): void {
  sink = next;
}

export function track(event: TTrackingEvent, properties: Record<string, string> = {}): void {
  try {
    sink?.(event, properties);
  } catch {
    // Tracking never breaks what the user is doing.
  }
}
