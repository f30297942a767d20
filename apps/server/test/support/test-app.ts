import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AppOptions, app as portal, type LogTarget, serverOptions } from '../../src/app';
import { type Config, readConfig } from '../../src/config';
import { type DatabaseHandle, openPostgres } from '../../src/db/database';
import type { SiteDefaults } from '../../src/site/site-defaults';
import type { JobDefinition } from '../../src/jobs/job-definition';
import type { ChannelSender } from '../../src/notify/channel-sender';
import { sharedSchemaCompilers } from './shared-schema-compilers';
import { TEST_STAFF_SECRET_KEYS } from './staff';
import { openTestDatabase } from './test-database';

/** A clock the tests move by hand. */
export class TestClock {
  constructor(private t = new Date('2026-11-22T03:00:00Z')) {}
  now = (): Date => new Date(this.t);
  advanceMinutes(minutes: number): void {
    this.advanceSeconds(minutes * 60);
  }
  advanceSeconds(seconds: number): void {
    this.t = new Date(this.t.getTime() + seconds * 1000);
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

/** Tests run jobs when they choose, with `app.jobs.drain()`: no worker polls behind them; staff secrets sealed with the tests' key. */
export const testConfig = (config: Partial<Config>): Config => {
  const defaults = readConfig({});
  return { ...defaults, webDist: undefined, webRenderer: undefined, jobs: { ...defaults.jobs, worker: false }, staffSecretKeys: TEST_STAFF_SECRET_KEYS, ...config };
};

/** A log line as pino writes it: the request's id on the lines a request wrote. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message: string };
}

/** The log lines an app writes, parsed, for tests that assert what the server logged. */
export class LogCapture implements Exclude<LogTarget, boolean> {
  readonly lines: LogLine[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as LogLine);
  }
  /** Lines at pino's error level (50) or above. */
  errors(): LogLine[] {
    return this.lines.filter((l) => l.level >= 50);
  }
}

/** What buildApp builds, with the schema compilers every app of this worker shares. */
async function buildTestApp(options: AppOptions, log: LogTarget): Promise<FastifyInstance> {
  const fastify = Fastify({ ...serverOptions(options.config, log), schemaController: sharedSchemaCompilers });
  await fastify.register(portal, options);
  await fastify.ready();
  return fastify;
}

/** What a test app is started with besides its database. */
type TestAppOptions = [
  config?: Partial<Config>,
  siteDefaults?: SiteDefaults,
  log?: LogCapture,
  /** In place of the features' jobs (the queue's own tests declare theirs). */
  jobDefinitions?: readonly JobDefinition[],
  /** In place of the features' channels: senders to peers the test started. */
  channels?: readonly ChannelSender[],
];

/**
 * The real app on a fresh database; the web app is not served unless `config.webDist` is given. Without
 * `siteDefaults` the cooperative's identity is the neutral one, as with nothing configured. With `log`, the app
 * logs (at `config.logLevel`) into it; otherwise not at all.
 */
export async function startTestApp(...options: TestAppOptions): Promise<TestContext> {
  return startTestAppOn(await openTestDatabase(), ...options);
}

/** startTestApp on a database the test made itself (a release's fixture); closing the app closes it. */
export async function startTestAppOn(database: DatabaseHandle, ...[config = {}, siteDefaults, log, jobDefinitions, channels]: TestAppOptions): Promise<TestContext> {
  const clock = new TestClock();
  const app = await buildTestApp({
    db: database.db,
    dbKind: database.kind,
    config: testConfig(config),
    siteDefaults,
    now: clock.now,
    ...(jobDefinitions ? { jobDefinitions } : {}),
    ...(channels ? { channels } : {}),
  }, log ?? false);
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The address of a PostgreSQL test app's own database, for a second process to open it. */
export async function databaseUrlOf(t: TestContext): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

/** Waits until `check` holds, polling every 50 ms; fails after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Another app on the PostgreSQL database of `t`, with its own pool and LISTEN connection, as a second server process
 * would have; it reads the same clock. PGlite cannot be opened twice.
 */
export async function startSecondApp(t: TestContext, config: Partial<Config> = {}, jobDefinitions?: readonly JobDefinition[]): Promise<TestContext> {
  const database = await openPostgres(await databaseUrlOf(t), { poolSize: 2 });
  const app = await buildTestApp(
    { db: database.db, dbKind: 'postgres', config: testConfig(config), now: t.clock.now, ...(jobDefinitions ? { jobDefinitions } : {}) },
    false,
  );
  return {
    app,
    database,
    clock: t.clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Two apps on one PostgreSQL database, as two server processes would be. */
export async function startTwoApps(): Promise<{ t: TestContext; other: TestContext }> {
  const t = await startTestApp();
  return { t, other: await startSecondApp(t) };
}

/** Closes apps (and the test servers beside them) in the order given: a second process before the first. */
export async function closeApps(...contexts: { close(): Promise<void> }[]): Promise<void> {
  for (const context of contexts) await context.close();
}
