// A worker process of the kill -9 test, running effectJob.
import { runStandaloneWorker } from '../support/standalone-worker';
import { effectJob } from './effect-job';

await runStandaloneWorker([effectJob]);
