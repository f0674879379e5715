import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': apiTarget, '/ai': { target: apiTarget, ws: true } } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}', 'model-tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine,
    // where the files mostly wait on a database. Two at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One migrated, seeded database per kind for the run; each test file copies it.
    globalSetup: ['tests/seeded-database.ts'],
  },
});
