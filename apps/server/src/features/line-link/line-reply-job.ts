import { LINE_LINK_PAGE_PATH } from '@coop/contract';
import type { LineConfig } from '../../config';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';
import { type JobDefinition, RetryLater } from '../../jobs/job-definition';
import { issueLinkToken, replyText } from './line-api';
import { isLineUserLinked } from './line-link-queries';
import { LINE_LINK_TEXT as T } from './line-link-text';

export const LINE_REPLY_JOB = 'line.reply';

/** What a webhook event asks the Official Account to say once its change has committed. */
export type LineAnswer = 'greet' | 'instructions' | 'linked' | 'link-expired' | 'link-failed';

export interface LineReply {
  readonly answer: LineAnswer;
  readonly lineUserId: string;
  readonly replyToken: string;
}

/** The link instructions (steps 1 to 3): a link token for this LINE user, carried to the portal's link page. */
async function instructions(context: DomainContext, line: LineConfig, lineUserId: string): Promise<string[]> {
  const token = await issueLinkToken(line, lineUserId);
  if (!token) return [T.cannotLinkNow];
  const page = `${line.publicUrl}${LINE_LINK_PAGE_PATH}?linkToken=${encodeURIComponent(token)}`;
  const linked = await isLineUserLinked(context.db, lineUserId);
  return [`${linked ? `${T.alreadyLinked}\n\n` : ''}${T.linkInstructions(page)}`];
}

async function answerTexts(context: DomainContext, line: LineConfig, reply: LineReply): Promise<string[]> {
  switch (reply.answer) {
    case 'greet': {
      const site = await readSiteConfig(context.db, context.siteDefaults.site);
      return [T.greeting(site.coop_name_th), ...(await instructions(context, line, reply.lineUserId))];
    }
    case 'instructions':
      return instructions(context, line, reply.lineUserId);
    case 'linked':
      return [T.linkedDone];
    case 'link-expired':
      return [T.linkExpired];
    case 'link-failed':
      return [T.linkFailed];
  }
}

/**
 * Says what a webhook event asked for through its reply token, outside the webhook's request. A reply token is
 * taken once by LINE, so a run repeated after its reply went (a process killed before the job finished) is refused
 * by LINE and sends nothing twice. 429, 5xx and no answer are retried with backoff while the token may still serve
 * (LINE asks for a reply within about a minute); on the last attempt, or when LINE refuses the reply for good, it is
 * logged and given up: the member gets new instructions by sending any message.
 */
export const lineReplyJob: JobDefinition<LineReply> = {
  name: LINE_REPLY_JOB,
  retryLimit: 4,
  backoff: { baseSeconds: 5, maxSeconds: 40 },
  async handler(context, reply, run) {
    const line = context.config.line;
    if (!line) return;
    const sent = await replyText(line, reply.replyToken, await answerTexts(context, line, reply));
    if (sent.ok) return;
    const busy = sent.status === 0 || sent.status === 429 || sent.status >= 500;
    if (busy && !run.lastAttempt) {
      if (sent.retryAfter !== undefined) throw new RetryLater(sent.retryAfter, sent.reason);
      throw new Error(sent.reason);
    }
    context.log.warn({ answer: reply.answer, status: sent.status, attempt: run.attempt }, `LINE reply not sent: ${sent.reason}`);
  },
};
