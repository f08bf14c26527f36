/** 001 §4: a path containing /history is the history view, one containing /order-tracking the live view. */
export type TLiveView = 'live' | 'history';

export function liveViewOf(pathname: string): TLiveView | null {
  if (pathname.includes('/history')) return 'history';
  if (pathname.includes('/order-tracking')) return 'live';
  return null;
}
