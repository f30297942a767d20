import { LINE_LINK_PAGE_PATH, type LineWebhookBody, type LineWebhookEvent, type LineWebhookResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { hashSessionToken } from '../../auth/session-token';
import type { LineConfig } from '../../config';
import type { Db } from '../../db/database';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';
import { issueLinkToken, replyText } from './line-api';
import { claimWebhookEvent, deleteLinksOfLineUser, forgetOldWebhookEvents, isLineUserLinked, saveLineLink, spendLinkNonce } from './line-link-queries';
import { lineOf } from './member-line-link';
import { LINE_LINK_TEXT as T } from './line-link-text';

/** LINE redelivers an event for a day at most; its ID is kept a week. */
const KEEP_EVENT_IDS_MS = 7 * 24 * 3600_000;
const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** What an event asks the Official Account to say once its change has committed. */
type Answer = 'greet' | 'instructions' | 'linked' | 'link-expired' | 'link-failed' | 'nothing';

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

/** One event's change, in one transaction with the record that it was handled, so a redelivery changes nothing. */
function applyEvent(context: DomainContext, event: LineWebhookEvent, lineUserId: string): Promise<Answer> {
  return context.db.transaction().execute(async (trx) => {
    if (!(await claimWebhookEvent(trx, event.webhookEventId, context.now()))) return 'nothing';
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
  });
}

/** The link instructions (steps 1 to 3): a link token for this LINE user, carried to the portal's link page. */
async function instructions(context: DomainContext, line: LineConfig, lineUserId: string): Promise<string[]> {
  const token = await issueLinkToken(line, lineUserId);
  if (!token) return [T.cannotLinkNow];
  const page = `${line.publicUrl}${LINE_LINK_PAGE_PATH}?linkToken=${encodeURIComponent(token)}`;
  const linked = await isLineUserLinked(context.db, lineUserId);
  return [`${linked ? `${T.alreadyLinked}\n\n` : ''}${T.linkInstructions(page)}`];
}

async function answerTexts(context: DomainContext, line: LineConfig, answer: Answer, lineUserId: string): Promise<string[]> {
  switch (answer) {
    case 'greet': {
      const site = await readSiteConfig(context.db, context.siteDefaults.site);
      return [T.greeting(site.coop_name_th), ...(await instructions(context, line, lineUserId))];
    }
    case 'instructions':
      return instructions(context, line, lineUserId);
    case 'linked':
      return [T.linkedDone];
    case 'link-expired':
      return [T.linkExpired];
    case 'link-failed':
      return [T.linkFailed];
    case 'nothing':
      return [];
  }
}

/**
 * LINE's webhook, its signature already checked: each event from a LINE user (not a group) is applied once, then
 * answered through its reply token. A reply LINE does not take is logged, not retried: the member can ask again by
 * sending any message. Events in standby mode (another module holds the chat) change state but say nothing.
 */
export async function handleLineWebhook(context: DomainContext, body: LineWebhookBody): Promise<LineWebhookResponse> {
  const line = lineOf(context);
  const webhook: DomainContext = { ...context, actor: { kind: 'system', name: 'line-webhook' } };
  for (const event of body.events) {
    const lineUserId = event.source?.type === 'user' ? event.source.userId : undefined;
    if (lineUserId === undefined || !LINE_USER_ID.test(lineUserId)) continue;
    const answer = await applyEvent(webhook, event, lineUserId);
    if (event.mode !== 'active' || !event.replyToken) continue;
    const texts = await answerTexts(webhook, line, answer, lineUserId);
    if (texts.length === 0) continue;
    const sent = await replyText(line, event.replyToken, texts);
    if (!sent.ok) context.log.warn({ event: event.type, status: sent.status }, `LINE reply not sent: ${sent.reason}`);
  }
  await forgetOldWebhookEvents(context.db, new Date(context.now().getTime() - KEEP_EVENT_IDS_MS));
  return { rc_code: '1' };
}
