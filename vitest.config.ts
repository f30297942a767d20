import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The server suite runs once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverSuite = (name: string, db: string) => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db },
    // each file's database is a copy of one migrated once for the run
    globalSetup: [`apps/server/test/support/${db}-template.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // every file starts its own app on its own database, so files can share a worker's loaded modules: this saves
    // loading the server's module graph afresh per file, which cost more CPU than the tests themselves
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // vitest leaves a core free by default; the API tests wait on their databases, so use every core
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      serverSuite('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
      'apps/web',
    ],
  },
});
