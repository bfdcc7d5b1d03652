import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'pipeline/**/*.test.ts',
      'artefacts/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/monaco-artefacts.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest's default leaves a core idle: on CI's two, one file at a time (262 s instead of 172).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
