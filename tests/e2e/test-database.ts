import pg from 'pg';

/** The browser tests' portal port; E2E_PORT lets two checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The database the browser tests' portal runs on, so their factories can write to it directly: a database of its
 * own on the PostgreSQL of TEST_DATABASE_URL, named by the suite's port so two checkouts never share one. Without
 * TEST_DATABASE_URL the portal runs on a fresh embedded database that nothing else can open, and the tests that
 * make their own members are skipped with the command that runs them.
 */
export function e2eDatabaseUrl(port: number): string | undefined {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const url = new URL(admin);
  url.pathname = `/coop_e2e_${port}`;
  return url.toString();
}

export const NEEDS_POSTGRES =
  'These browser tests write their own members to the test database: run them with PostgreSQL, e.g. ' +
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test';

/** Runs `statements` on the maintenance database of `databaseUrl`'s server, with the database's name. */
async function administer(databaseUrl: string, statements: (name: string) => string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    for (const statement of statements(name)) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops and creates the run's database, so every run starts empty and the portal migrates and seeds it afresh. */
export const recreateDatabase = (databaseUrl: string) =>
  administer(databaseUrl, (name) => [`drop database if exists ${name} with (force)`, `create database ${name}`]);

export const dropDatabase = (databaseUrl: string) => administer(databaseUrl, (name) => [`drop database if exists ${name} with (force)`]);
