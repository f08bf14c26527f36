import { startTransition, useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 1500;

/**
 * False on a component's first render; true once the browser has painted the page and has
 * nothing else to do (or after 1.5 s), switched in a transition so React renders what it adds in
 * slices. For a heavy part below the page's text (a map): the page's first screen is drawn,
 * hydrated and answers first, and the part's code and set-up run in a task of their own. Its place
 * keeps a placeholder of the same size meanwhile, so nothing moves.
 */
export function useMountedWhenIdle(): boolean {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    if (isMounted) return;
    const mount = () => startTransition(() => setMounted(true));
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(mount, 200);
    return () => window.clearTimeout(id);
  }, [isMounted]);
  return isMounted;
}
