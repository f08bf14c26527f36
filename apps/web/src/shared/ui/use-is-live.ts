import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page, true once the page answers to the
 * person. The HTML is on screen before the app's code has run: a press on a form's button then
 * would submit the form the browser's way (a reload that empties it) and a press on any other
 * button would do nothing, so those buttons are disabled until the page is live. What is typed
 * meanwhile stays: React takes it up when it hydrates. Always true in a page the app drew itself.
 */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
