import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, readConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from './test-database';

/** A clock the tests move by hand. */
export class TestClock {
  constructor(private t = new Date('2026-11-22T03:00:00Z')) {}
  now = (): Date => new Date(this.t);
  advanceMinutes(minutes: number): void {
    this.t = new Date(this.t.getTime() + minutes * 60_000);
  }
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  close(): Promise<void>;
}

/** The real app on a fresh database; the web app is not served unless `config.webDist` is given. */
export async function startTestApp(config: Partial<Config> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config: { ...readConfig({}), webDist: undefined, ...config },
    now: clock.now,
  });
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
