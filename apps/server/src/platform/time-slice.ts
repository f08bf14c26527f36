/**
 * One turn of the event loop: requests waiting meanwhile are served. With the embedded PGlite every
 * query resolves without leaving the event loop, so a job that never yielded would hold every
 * other request until it finished.
 */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The longest background work runs between two chances for requests (our choice). */
const SLICE_MS = 8;

/**
 * Lets requests in once a background job has worked SLICE_MS since it last did: an item's work
 * takes microseconds, and a turn of the event loop per item would cost more than the items.
 * Call it per item; await what it answers when it answers a promise.
 */
export function timeSlicer(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return yieldToRequests().then(() => {
      since = performance.now();
    });
  };
}
