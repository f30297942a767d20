import { readConfig } from '../../src/config';
import { openPostgres } from '../../src/db/database';
import { standaloneServices } from '../../src/domain/standalone-services';
import type { JobDefinition } from '../../src/jobs/job-definition';
import { JobWorker } from '../../src/jobs/job-worker';
import type { ChannelSender } from '../../src/notify/channel-sender';

/**
 * The kill -9 tests' worker process: the real JobWorker on DATABASE_URL running `jobs`, without the HTTP app around
 * it, so that it starts in a moment. It stays until killed (the worker's timers hold no process open).
 */
export async function runStandaloneWorker(jobs: readonly JobDefinition[], channels: readonly ChannelSender[] = []): Promise<void> {
  const config = readConfig(process.env);
  const { db } = await openPostgres(config.databaseUrl ?? '', { poolSize: 2 });
  new JobWorker(standaloneServices(db, config, { jobs, channels }), jobs, config.jobs).start();
  setInterval(() => undefined, 60_000);
}
