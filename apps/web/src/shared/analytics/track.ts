/**
 * 000 §4, 001 §4: the portal tracks a few events (login attempt, success, failure, logout). One
 * small interface, one sink: the console while developing, nothing in a build. No third-party
 * script is loaded; a real sink plugs in with setTrackingSink.
 */
export type TTrackingEvent = 'login_attempt' | 'login_success' | 'login_failure' | 'logout';

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
