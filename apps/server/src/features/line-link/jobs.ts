import type { JobDefinition } from '../../jobs/job-definition';
import { type LineReply, lineReplyJob } from './line-reply-job';

/** The Official Account's replies to webhook events, sent after the webhook has answered LINE. */
export const lineLinkJobs: readonly JobDefinition<LineReply>[] = [lineReplyJob];
