import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, DbKind } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    config: Config;
    /** The clock every rule with time in it reads; tests move it. */
    now(): Date;
  }
}

export interface ContextOptions {
  db: Db;
  dbKind: DbKind;
  config: Config;
  now?: () => Date;
}

export default fp<ContextOptions>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('dbKind', opts.dbKind);
    app.decorate('config', opts.config);
    app.decorate('now', opts.now ?? (() => new Date()));
  },
  { name: 'context' },
);
