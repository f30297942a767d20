import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, DbKind } from '../db/database';
import { type SiteDefaults, UNCONFIGURED_SITE } from '../site/site-defaults';
import type { ChannelSender } from '../notify/channel-sender';
import type { JobDefinition } from '../jobs/job-definition';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
    /** The cooperative's identity where staff have set none (SITE_CONFIG_FILE, COOP_*). */
    siteDefaults: SiteDefaults;
    /** The clock every rule with time in it reads; tests move it. */
    now(): Date;
    channels: readonly ChannelSender[];
    /** The jobs the features declare, which this process's worker runs. */
    jobDefinitions: readonly JobDefinition[];
  }
}

export interface ContextOptions {
  db: Db;
  dbKind: DbKind;
  config: Config;
  /** Absent: nothing configured, the neutral identity. */
  siteDefaults?: SiteDefaults;
  now?: () => Date;
  /** The channels the features send members' messages on; absent: none. */
  channels?: readonly ChannelSender[];
  /** The jobs the features declare; absent: none. */
  jobDefinitions?: readonly JobDefinition[];
}

export default fp<ContextOptions>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('dbKind', opts.dbKind);
    app.decorate('config', opts.config);
    app.decorate('siteDefaults', opts.siteDefaults ?? UNCONFIGURED_SITE);
    app.decorate('now', opts.now ?? (() => new Date()));
    app.decorate('channels', opts.channels ?? []);
    app.decorate('jobDefinitions', opts.jobDefinitions ?? []);
  },
  { name: 'context' },
);
