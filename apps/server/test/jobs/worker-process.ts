// A worker process of the kill -9 test: the real JobWorker on DATABASE_URL running effectJob, without the HTTP
// app around it, so that it starts in a moment.
import { SessionCache } from '../../src/auth/session-cache';
import { readConfig } from '../../src/config';
import { openPostgres } from '../../src/db/database';
import type { Services } from '../../src/domain/context';
import { DatabaseJobQueue } from '../../src/jobs/database-job-queue';
import { JobWorker } from '../../src/jobs/job-worker';
import { UNCONFIGURED_SITE } from '../../src/site/site-defaults';
import { effectJob } from './effect-job';

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
  channels: [],
  jobs: new DatabaseJobQueue(db, [effectJob], now),
};
new JobWorker(services, [effectJob], config.jobs).start();
// the worker's timers do not hold a process open (a server's socket does): this one stays until killed
setInterval(() => undefined, 60_000);
