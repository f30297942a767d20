import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

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

const WEB = path.join(import.meta.dirname, 'apps/web');

const webTestFiles = [
  ...fs.readdirSync(WEB).filter((file) => file.endsWith('.test.ts')),
  ...fs.readdirSync(path.join(WEB, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file)).map((file) => `src/${file}`),
];
/** The web test files that mock a module (`vi.mock`): a mock must meet the modules fresh, so these keep their own. */
const mocksModules = (file: string) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(WEB, file), 'utf8'));

// Setting up jsdom and loading the app's modules afresh for each web test file cost four times what the tests
// themselves did: the files share a worker's jsdom and modules (src/test-setup.ts gives each file a clean document
// and storage), but for those that mock a module.
const webSuite = (name: string, isolate: boolean, others: string[]) => ({
  extends: './apps/web/vite.config.ts',
  root: WEB,
  // the web config's `include` stands; a project leaves out the other's files
  test: { name, isolate, exclude: [...configDefaults.exclude, ...others] },
});

export default defineConfig({
  test: {
    // vitest leaves a core free by default; the API tests wait on their databases, so use every core
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      serverSuite('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
      webSuite('web', false, webTestFiles.filter(mocksModules)),
      webSuite('web-module-mocks', true, webTestFiles.filter((file) => !mocksModules(file))),
    ],
  },
});
