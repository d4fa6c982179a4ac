import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve('src/shared'),
  '@server': path.resolve('src/server'),
  '@web': path.resolve('src/web'),
  '@test': path.resolve('test'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker; each file here waits on I/O and WASM, so two pay.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/fast-check-reports.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/fail-on-console-error.ts', 'test/contract-check.ts', 'test/fast-check-reports.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Pages answer slower when two files run side by side: give polled assertions time.
          expect: { poll: { timeout: 10_000 } },
          isolate: false,
        },
      },
    ],
  },
});
