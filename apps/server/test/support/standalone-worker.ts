import { SessionCache } from '../../src/auth/session-cache';
import { readConfig } from '../../src/config';
import { openPostgres } from '../../src/db/database';
import type { Services } from '../../src/domain/context';
import { DatabaseJobQueue } from '../../src/jobs/database-job-queue';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { JobWorker } from '../../src/jobs/job-worker';
import type { ChannelSender } from '../../src/notify/channel-sender';
import { UNCONFIGURED_SITE } from '../../src/site/site-defaults';

/**
 * The kill -9 tests' worker process: the real JobWorker on DATABASE_URL running `jobs`, without the HTTP app around
 * it, so that it starts in a moment. It stays until killed (the worker's timers hold no process open).
 */
export async function runStandaloneWorker(jobs: readonly JobDefinition[], channels: readonly ChannelSender[] = []): Promise<void> {
  const config = readConfig(process.env);
  const { db } = await openPostgres(config.databaseUrl ?? '', { poolSize: 2 });
  const now = () => new Date();
  const services: Services = {
    db,
    now,
    log: console,
    config,
    sessionCache: new SessionCache(),
    mailer: undefined,
    siteDefaults: UNCONFIGURED_SITE,
    publicSiteChanged: async () => undefined,
    channels,
    jobs: new DatabaseJobQueue(db, jobs, now),
  };
  new JobWorker(services, jobs, config.jobs).start();
  setInterval(() => undefined, 60_000);
}
