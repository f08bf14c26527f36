import { useEffect, useState } from 'react';

/**
 * The time a page rendered on the server was rendered at (the public tracking page comes
 * with its order): while the app hydrates it, clocks start there, so every ETA and chip reads as it
 * did in the HTML; null otherwise.
 */
let renderedAt: number | null = null;

export function setRenderedAt(at: number | null): void {
  renderedAt = at;
}

/** The current time, re-read every `everyMs` (for ETAs in minutes and the market day). */
export function useNow(everyMs: number): number {
  const [startedAtRender] = useState(() => renderedAt !== null);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    // A clock that started at a server's render time catches up once the page is live.
    if (startedAtRender) setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, startedAtRender]);
  return now;
}
