/**
 * Work a request starts and does not wait for (a mailed export of thousands of orders): tracked so
 * the process finishes it before it closes the database and the mailer, instead of dropping it.
 */
export type TBackgroundWork = {
  /** Tracks a task until it settles (its failure is the task's own to report). */
  track(task: Promise<unknown>): void;
  /** Resolves once every tracked task, including those started meanwhile, has settled. */
  settled(): Promise<void>;
};

export function createBackgroundWork(): TBackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(task) {
      const tracked = task.then(
        () => undefined,
        () => undefined,
      );
      pending.add(tracked);
      void tracked.then(() => pending.delete(tracked));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
