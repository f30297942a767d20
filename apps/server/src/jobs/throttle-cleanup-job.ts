import { deleteSpentThrottles } from '../db/repositories/login-throttle-repository';
import type { JobDefinition } from './job-definition';

export const THROTTLE_CLEANUP_JOB = 'throttle.cleanup';

/** Longer than every limit's window (the longest is 15 minutes): a counter this old counts nothing any more. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * Every night the counters of logins, posts, lookups and costly routes (`login_throttle`) whose window is long past
 * and who hold no live lock are deleted (decision 070): one row per member, group, staff user or address that asked
 * for anything limited would otherwise stay for ever.
 */
export const throttleCleanupJob: JobDefinition = {
  name: THROTTLE_CLEANUP_JOB,
  // 03:30 in Bangkok, when the portal is quietest
  cron: '30 3 * * *',
  singleton: true,
  async handler(context) {
    const now = context.now();
    const deleted = await deleteSpentThrottles(context.db, new Date(now.getTime() - KEPT_MS), now);
    context.log.info({ deleted }, 'throttle counters past their windows deleted');
  },
};
