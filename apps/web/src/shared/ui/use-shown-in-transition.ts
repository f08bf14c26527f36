import { startTransition, useEffect, useState } from 'react';

/**
 * True once `isReady` has been true, switched in a transition: a large screen that appears when
 * its data arrives is then rendered in slices that let the browser breathe (a slow phone's main
 * thread was blocked for a quarter of a second by the request form at once). Already true on the
 * first render when the data was there (from the cache), so nothing flickers.
 */
export function useShownInTransition(isReady: boolean): boolean {
  const [isShown, setShown] = useState(isReady);
  useEffect(() => {
    if (isReady && !isShown) startTransition(() => setShown(true));
  }, [isReady, isShown]);
  return isShown;
}
