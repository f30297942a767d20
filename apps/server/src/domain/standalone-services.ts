import { SessionCache } from '../auth/session-cache';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { DatabaseJobQueue } from '../jobs/database-job-queue';
import type { JobDefinition } from '../jobs/job-definition';
import type { ChannelSender } from '../notify/channel-sender';
import type { Mailer } from '../plugins/mailer';
import { type SiteDefaults, UNCONFIGURED_SITE } from '../site/site-defaults';
import type { Services } from './context';

/** What a process without the HTTP app around it declares: its jobs and channels, and what it has configured. */
export interface StandaloneParts {
  jobs: readonly JobDefinition[];
  channels?: readonly ChannelSender[];
  mailer?: Mailer;
  siteDefaults?: SiteDefaults;
}

/**
 * The services feature logic takes, for a process that runs no HTTP app (a command, a lone worker): the real clock,
 * the console for its log, a queue that takes the jobs declared, and nothing to tell other processes.
 */
export function standaloneServices(db: Db, config: Config, parts: StandaloneParts): Services {
  const now = () => new Date();
  return {
    db,
    now,
    log: console,
    config,
    sessionCache: new SessionCache(),
    mailer: parts.mailer,
    siteDefaults: parts.siteDefaults ?? UNCONFIGURED_SITE,
    publicSiteChanged: async () => undefined,
    channels: parts.channels ?? [],
    jobs: new DatabaseJobQueue(db, parts.jobs, now),
  };
}
