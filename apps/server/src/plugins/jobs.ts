import fp from 'fastify-plugin';
import { servicesOf } from '../http/request-context';
import { DatabaseJobQueue } from '../jobs/database-job-queue';
import type { JobQueue } from '../jobs/job-definition';
import { JobWorker } from '../jobs/job-worker';

/** The queue, and the worker behind it where one runs. */
export interface AppJobs extends JobQueue {
  /** Tests (the worker is off there): runs every job due at the clock's time, until none is due; how many runs. */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
  }
}

/**
 * The durable job queue (decision 052): every process can queue; with JOB_WORKER on (the default) the process
 * also runs the declared jobs from the moment it is ready, and on close stops claiming, lets running jobs finish
 * within JOB_SHUTDOWN_MS and gives back the rest.
 */
export default fp(
  async (app) => {
    const settings = app.config.jobs;
    let worker: JobWorker | undefined;
    const workerOf = (): JobWorker => (worker ??= new JobWorker(servicesOf(app), app.jobDefinitions, settings));
    const queue = new DatabaseJobQueue(app.db, app.jobDefinitions, () => app.now(), () => {
      if (settings.worker) worker?.wake();
    });
    app.decorate('jobs', {
      send: queue.send.bind(queue),
      sendMany: queue.sendMany.bind(queue),
      drain: () => workerOf().drain(),
    });
    if (!settings.worker) return;
    app.addHook('onReady', async () => workerOf().start());
    app.addHook('onClose', async () => worker?.stop(settings.shutdownMs));
  },
  { name: 'jobs', dependencies: ['context'] },
);
