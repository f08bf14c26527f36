/** Time is injected so tests control it. */
export type TClock = { now(): Date };

export const systemClock: TClock = { now: () => new Date() };

/** A clock tests move by hand. */
export function createManualClock(start: Date | string): TClock & {
  set(d: Date | string): void;
  advance(ms: number): void;
} {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
