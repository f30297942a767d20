import type { JobDefinition } from '../../jobs/job-definition';
import { confirmationReminderJob } from './confirmation-reminders';

export const balanceConfirmationJobs: readonly JobDefinition[] = [confirmationReminderJob];
