import { balanceConfirmationJobs } from '../features/balance-confirmation/jobs';
import { broadcastJobs } from '../features/broadcasts/jobs';
import { dataImportJobs } from '../features/data-import/jobs';
import { lineLinkJobs } from '../features/line-link/jobs';
import { loanApplicationJobs } from '../features/loan-applications/jobs';
import type { JobDefinition } from '../jobs/job-definition';
import { mailJob } from '../jobs/mail-job';
import { retentionJob } from '../jobs/retention-job';
import { throttleCleanupJob } from '../jobs/throttle-cleanup-job';
import { deliveryJob } from '../notify/delivery-job';

/** Every job a feature declares (`features/<f>/jobs.ts`): what the workers run and what `jobs.send` accepts. */
export const featureJobs: readonly JobDefinition[] = [
  mailJob,
  throttleCleanupJob,
  retentionJob,
  deliveryJob as JobDefinition,
  ...(broadcastJobs as readonly JobDefinition[]),
  ...balanceConfirmationJobs,
  ...dataImportJobs,
  ...(lineLinkJobs as readonly JobDefinition[]),
  ...loanApplicationJobs,
];
