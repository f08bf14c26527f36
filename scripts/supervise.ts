// What `npm start` does when the server process ends (so that the process comes back): stop
// with it when asked to, else start it again after a growing delay, and give up on a server that
// cannot even start. Pure: scripts/start.mjs runs the processes, this only decides.

export type TRestartPolicy = {
  /** The delay before the first restart; it doubles with each restart, up to maxDelayMs. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A run at least this long was healthy: the next restart waits initialDelayMs again. */
  stableRunMs: number;
  /** A run shorter than this failed while starting (a configuration error, a port in use). */
  quickRunMs: number;
  /** Startup failures in a row after which restarting cannot help. */
  maxQuickFailures: number;
};

export const RESTART_POLICY: TRestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  stableRunMs: 60_000,
  quickRunMs: 10_000,
  maxQuickFailures: 5,
};

/**
 * The server's exit code for a configuration it refuses (sysexits' EX_CONFIG): restarting cannot
 * help, so the supervisor stops at once.
 */
export const CONFIG_ERROR_EXIT_CODE = 78;

export type TRestartState = { nextDelayMs: number; quickFailures: number };

export type TServerExit = {
  code: number | null;
  signal: string | null;
  ranMs: number;
  /** SIGINT or SIGTERM reached the supervisor and was passed on to the server. */
  isStopRequested: boolean;
};

export type TExitDecision =
  | { action: 'stop'; exitCode: number }
  | { action: 'restart'; delayMs: number; state: TRestartState }
  | { action: 'give-up'; exitCode: number; quickFailures: number };

export function initialRestartState(policy: TRestartPolicy = RESTART_POLICY): TRestartState {
  return { nextDelayMs: policy.initialDelayMs, quickFailures: 0 };
}

/**
 * After the server exited: stop with it when a stop was asked for; otherwise (any exit code, a
 * signal such as SIGKILL from the out-of-memory killer) restart it after 0.5 s, 1 s, 2 s … 30 s,
 * back to 0.5 s after a run of a minute; give up after five failures in a row within 10 s.
 */
export function decideAfterExit(
  exit: TServerExit,
  state: TRestartState,
  policy: TRestartPolicy = RESTART_POLICY,
): TExitDecision {
  if (exit.isStopRequested) return { action: 'stop', exitCode: exit.code ?? 0 };
  const quickFailures = exit.ranMs < policy.quickRunMs ? state.quickFailures + 1 : 0;
  if (exit.code === CONFIG_ERROR_EXIT_CODE) {
    return { action: 'give-up', exitCode: CONFIG_ERROR_EXIT_CODE, quickFailures };
  }
  if (quickFailures >= policy.maxQuickFailures) {
    return { action: 'give-up', exitCode: exit.code || 1, quickFailures };
  }
  const delayMs = exit.ranMs >= policy.stableRunMs ? policy.initialDelayMs : state.nextDelayMs;
  return {
    action: 'restart',
    delayMs,
    state: { nextDelayMs: Math.min(delayMs * 2, policy.maxDelayMs), quickFailures },
  };
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** The supervisor's one line about an exit it did not ask for, and what it does next. */
export function describeExit(
  exit: TServerExit,
  decision: TExitDecision,
  policy: TRestartPolicy = RESTART_POLICY,
): string {
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const what = `[supervisor] the server ${how} after running ${seconds(exit.ranMs)}`;
  if (decision.action === 'restart') {
    return `${what}; restarting it in ${seconds(decision.delayMs)}`;
  }
  if (decision.action === 'give-up' && exit.code === CONFIG_ERROR_EXIT_CODE) {
    return `${what}: its configuration is refused (see the error above), so it is not restarted`;
  }
  if (decision.action === 'give-up') {
    return (
      `${what}; it failed ${decision.quickFailures} times in a row within ` +
      `${seconds(policy.quickRunMs)} of starting, so it is not restarted (see the error above)`
    );
  }
  return what;
}
