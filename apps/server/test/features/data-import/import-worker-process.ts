// A worker process of the killed import test: the import job alone.
import { importJob } from '../../../src/features/data-import/jobs';
import type { JobDefinition } from '../../../src/jobs/job-definition';
import { runStandaloneWorker } from '../../support/standalone-worker';

await runStandaloneWorker([importJob as JobDefinition]);
