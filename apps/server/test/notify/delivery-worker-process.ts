// A worker process of the killed fan-out test: the real JobWorker on DATABASE_URL running the delivery job with one
// push sender to the peer at PEER_URL, without the HTTP app around it, so that it starts in a moment.
import { SessionCache } from '../../src/auth/session-cache';
import { readConfig } from '../../src/config';
import { openPostgres } from '../../src/db/database';
import type { Services } from '../../src/domain/context';
import { DatabaseJobQueue } from '../../src/jobs/database-job-queue';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { JobWorker } from '../../src/jobs/job-worker';
import { deliveryJob } from '../../src/notify/delivery-job';
import { UNCONFIGURED_SITE } from '../../src/site/site-defaults';
import { type ChannelPeer, peerSender } from '../support/channel-peer';

const config = readConfig(process.env);
const { db } = await openPostgres(config.databaseUrl ?? '', { poolSize: 2 });
const now = () => new Date();
const jobs = [deliveryJob as JobDefinition];
const services: Services = {
  db,
  now,
  log: console,
  config,
  sessionCache: new SessionCache(),
  mailer: undefined,
  siteDefaults: UNCONFIGURED_SITE,
  publicSiteChanged: async () => undefined,
  channels: [peerSender('push', { url: process.env.PEER_URL ?? '' } as ChannelPeer)],
  jobs: new DatabaseJobQueue(db, jobs, now),
};
new JobWorker(services, jobs, config.jobs).start();
setInterval(() => undefined, 60_000);
