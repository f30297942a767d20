import type { LineWebhookBody, LineWebhookEvent, LineWebhookResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { hashSessionToken } from '../../auth/session-token';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { claimWebhookEvent, deleteLinksOfLineUser, forgetOldWebhookEvents, saveLineLink, spendLinkNonce } from './line-link-queries';
import { LINE_REPLY_JOB, type LineAnswer, type LineReply } from './line-reply-job';
import { lineOf } from './member-line-link';

/** LINE redelivers an event for a day at most; its ID is kept a week. */
const KEEP_EVENT_IDS_MS = 7 * 24 * 3600_000;
const LINE_USER_ID = /^U[0-9a-f]{32}$/;

type Answer = LineAnswer | 'nothing';

/**
 * An accountLink event (step 11): the nonce is spent whatever happens, and only a fresh one that this portal made
 * links the LINE user to the member who made it. LINE sends `result: ok` only after checking that the user who
 * opened its page is the one the link token was issued to.
 */
async function linkAccount(context: DomainContext, db: Db, event: LineWebhookEvent, lineUserId: string): Promise<Answer> {
  if (!event.link) return 'nothing';
  const nonce = await spendLinkNonce(db, hashSessionToken(event.link.nonce));
  if (event.link.result !== 'ok') return 'link-failed';
  if (!nonce || new Date(nonce.expires_at).getTime() <= context.now().getTime()) return 'link-expired';
  await saveLineLink(db, nonce.membership_no, lineUserId, context.now());
  await recordAudit(context, { action: 'notification.line_linked', target: nonce.membership_no }, db);
  return 'linked';
}

/** The event's change, in the caller's transaction; what it asks the Official Account to say. */
async function change(context: DomainContext, trx: Db, event: LineWebhookEvent, lineUserId: string): Promise<Answer> {
  switch (event.type) {
    case 'follow':
      return 'greet';
    case 'message':
      return 'instructions';
    case 'unfollow': {
      for (const membershipNo of await deleteLinksOfLineUser(trx, lineUserId)) {
        await recordAudit(context, { action: 'notification.line_unlinked', target: membershipNo, after: { cause: 'unfollow' } }, trx);
      }
      return 'nothing';
    }
    case 'accountLink':
      return linkAccount(context, trx, event, lineUserId);
    default:
      return 'nothing';
  }
}

/**
 * One event's change, the record that it was handled and the job of its reply, in one transaction: a redelivery
 * changes nothing and queues no second reply (the job's key is the event's ID too).
 */
function applyEvent(context: DomainContext, event: LineWebhookEvent, lineUserId: string): Promise<void> {
  return context.db.transaction().execute(async (trx) => {
    if (!(await claimWebhookEvent(trx, event.webhookEventId, context.now()))) return;
    const answer = await change(context, trx, event, lineUserId);
    // standby mode (another module holds the chat) changes state but says nothing
    if (answer === 'nothing' || event.mode !== 'active' || !event.replyToken) return;
    const reply: LineReply = { answer, lineUserId, replyToken: event.replyToken };
    await context.jobs.send(LINE_REPLY_JOB, reply, { key: `line-reply:${event.webhookEventId}` }, trx);
  });
}

/**
 * LINE's webhook, its signature already checked: each event from a LINE user (not a group) is applied and recorded
 * at once, and anything said in LINE (a reply, a link token for it) is left to the `line.reply` job, so LINE gets
 * its 200 without waiting on LINE's own API.
 */
export async function handleLineWebhook(context: DomainContext, body: LineWebhookBody): Promise<LineWebhookResponse> {
  lineOf(context);
  const webhook: DomainContext = { ...context, actor: { kind: 'system', name: 'line-webhook' } };
  for (const event of body.events) {
    const lineUserId = event.source?.type === 'user' ? event.source.userId : undefined;
    if (lineUserId === undefined || !LINE_USER_ID.test(lineUserId)) continue;
    await applyEvent(webhook, event, lineUserId);
  }
  await forgetOldWebhookEvents(context.db, new Date(context.now().getTime() - KEEP_EVENT_IDS_MS));
  return { rc_code: '1' };
}
