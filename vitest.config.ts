import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core free (one worker on two cores), but
    // the server suites spend much of their time waiting on PostgreSQL, Redis and child
    // processes: two workers on two cores ran the public-api, orders and history suites in 81 s
    // instead of 103 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'i18n',
          root: './packages/i18n',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole-app renders import lazy page chunks through the transform: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
