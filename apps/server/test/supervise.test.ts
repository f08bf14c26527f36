import { describe, expect, it } from 'vitest';
import {
  CONFIG_ERROR_EXIT_CODE,
  RESTART_POLICY,
  decideAfterExit,
  describeExit,
  initialRestartState,
} from '../../../scripts/supervise.ts';
import type { TExitDecision, TRestartState, TServerExit } from '../../../scripts/supervise.ts';

// When `npm start` starts the server again, and when it stops trying.

const crash = (ranMs: number, over: Partial<TServerExit> = {}): TServerExit => ({
  code: 1,
  signal: null,
  ranMs,
  isStopRequested: false,
  ...over,
});

/** The delays of consecutive restarts after runs of the given lengths. */
function delaysAfter(runs: number[]): (number | string)[] {
  let state: TRestartState = initialRestartState();
  return runs.map((ranMs) => {
    const decision = decideAfterExit(crash(ranMs), state);
    if (decision.action !== 'restart') return decision.action;
    state = decision.state;
    return decision.delayMs;
  });
}

describe('the supervisor of npm start', () => {
  it('stops with the server when a stop was asked for, whatever the exit', () => {
    const state = initialRestartState();
    expect(decideAfterExit(crash(120_000, { code: 0, isStopRequested: true }), state)).toEqual({
      action: 'stop',
      exitCode: 0,
    });
    expect(decideAfterExit(crash(3_000, { isStopRequested: true }), state)).toEqual({
      action: 'stop',
      exitCode: 1,
    });
    expect(
      decideAfterExit(
        crash(3_000, { code: null, signal: 'SIGKILL', isStopRequested: true }),
        state,
      ),
    ).toEqual({ action: 'stop', exitCode: 0 });
  });

  it('restarts after any exit it did not ask for: a crash, a clean exit, SIGKILL, SIGABRT', () => {
    const state = initialRestartState();
    for (const exit of [
      crash(30_000),
      crash(30_000, { code: 0 }),
      crash(30_000, { code: null, signal: 'SIGKILL' }),
      crash(30_000, { code: null, signal: 'SIGABRT' }),
    ]) {
      expect(decideAfterExit(exit, state)).toMatchObject({ action: 'restart', delayMs: 500 });
    }
  });

  it('doubles the delay with each restart up to 30 s', () => {
    expect(delaysAfter(Array(10).fill(20_000))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('waits the smallest delay again after a run of a minute or more', () => {
    expect(delaysAfter([20_000, 20_000, 20_000, 60_000, 20_000, 59_999, 3_600_000])).toEqual([
      500, 1_000, 2_000, 500, 1_000, 2_000, 500,
    ]);
  });

  it('gives up after five failures in a row within 10 s of starting (a configuration error)', () => {
    expect(delaysAfter([2_000, 2_000, 2_000, 2_000, 2_000])).toEqual([
      500,
      1_000,
      2_000,
      4_000,
      'give-up',
    ]);
    let state = initialRestartState();
    let decision: TExitDecision | null = null;
    for (let i = 0; i < RESTART_POLICY.maxQuickFailures; i += 1) {
      decision = decideAfterExit(crash(2_000), state);
      if (decision.action === 'restart') state = decision.state;
    }
    expect(decision).toEqual({ action: 'give-up', exitCode: 1, quickFailures: 5 });
    expect(decideAfterExit(crash(2_000, { code: 0 }), state)).toMatchObject({ exitCode: 1 });
  });

  it('gives up at once on a configuration the server refuses (exit code 78)', () => {
    const refused = crash(2_000, { code: CONFIG_ERROR_EXIT_CODE });
    const decision = decideAfterExit(refused, initialRestartState());
    expect(decision).toEqual({ action: 'give-up', exitCode: 78, quickFailures: 1 });
    expect(describeExit(refused, decision)).toBe(
      '[supervisor] the server exited with code 78 after running 2 s: its configuration is ' +
        'refused (see the error above), so it is not restarted',
    );
  });

  it('counts only failures in a row: a run past 10 s starts the count again', () => {
    expect(
      delaysAfter([2_000, 2_000, 2_000, 2_000, 10_000, 2_000, 2_000, 2_000, 2_000, 2_000]),
    ).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 'give-up']);
  });

  it('says on one line how the server ended, after how long, and what comes next', () => {
    const state = initialRestartState();
    const killed = crash(83_456, { code: null, signal: 'SIGKILL' });
    expect(describeExit(killed, decideAfterExit(killed, state))).toBe(
      '[supervisor] the server was killed by SIGKILL after running 83.5 s; restarting it in 0.5 s',
    );
    const failed = crash(2_100, { code: 1 });
    expect(describeExit(failed, { action: 'give-up', exitCode: 1, quickFailures: 5 })).toBe(
      '[supervisor] the server exited with code 1 after running 2.1 s; it failed 5 times in a row ' +
        'within 10 s of starting, so it is not restarted (see the error above)',
    );
  });
});
