import type { JobDefinition } from '../../jobs/job-definition';
import { payoutMatchJob } from './payout-match';

export const loanApplicationJobs: readonly JobDefinition[] = [payoutMatchJob];
