import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background.ts';

describe('background work', () => {
  it('settles once every task has, including one started while waiting, and a failed one', async () => {
    const work = createBackgroundWork();
    const done: string[] = [];
    let finishLate = () => {};
    work.track(
      new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
        done.push('export');
        // A task started while the first still runs is waited for as well.
        work.track(
          new Promise<void>((resolve) => {
            finishLate = () => {
              done.push('late');
              resolve();
            };
          }),
        );
        setTimeout(() => finishLate(), 20);
      }),
    );
    work.track(Promise.reject(new Error('mail server down')));
    await work.settled();
    expect(done).toEqual(['export', 'late']);
  });

  it('is settled at once with nothing running', async () => {
    await expect(createBackgroundWork().settled()).resolves.toBeUndefined();
  });
});
