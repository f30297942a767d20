import {
  type AdminActionResponse,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastChoicesResponse,
  type BroadcastDecisionBody,
  type BroadcastDraftBody,
  type BroadcastListBody,
  type BroadcastListResponse,
  type BroadcastSavedResponse,
  BROADCAST_LINK,
} from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { type DomainContext, staffActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { consolePage, pageInfo } from '../../http/page-query';
import { openLetterCampaign, thaiYear } from './broadcast-audience';
import { checkedAudience } from './broadcast-checks';
import { channelCounts } from './broadcast-counts';
import {
  type BroadcastRow,
  broadcastKey,
  findBroadcastForUpdate,
  findGroupName,
  insertBroadcast,
  listBroadcastRows,
  listHeldLoanTypes,
  updateBroadcast,
} from './broadcast-queries';
import { queueBroadcast } from './broadcast-send';
import { BROADCAST_TEXT as T } from './broadcast-text';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The draft's text, link, audience and time, checked; the form's words for each refusal. */
async function checkedDraft(context: DomainContext, body: BroadcastDraftBody) {
  const title = body.title.trim();
  const text = body.body.trim();
  const link = body.link.trim();
  if (title === '') throw new ApiFailure(400, 'TITLE_REQUIRED', T.titleNeeded);
  if (text === '') throw new ApiFailure(400, 'BODY_REQUIRED', T.bodyNeeded);
  if (!BROADCAST_LINK.test(link) || link.includes('//')) throw new ApiFailure(400, 'BAD_LINK', T.badLink);
  const sendAt = body.send_at === null ? null : new Date(body.send_at);
  if (sendAt && sendAt.getTime() <= context.now().getTime()) throw new ApiFailure(400, 'SEND_AT_PAST', T.sendAtPast);
  const audience = await checkedAudience(context.db, body.audience);
  return { title, body: text, link, audience_kind: audience.kind, audience_value: audience.value, send_at: sendAt };
}

/** A new draft, or the author's own draft changed; audited with what it says. */
export async function saveBroadcast(context: DomainContext, body: BroadcastDraftBody): Promise<BroadcastSavedResponse> {
  const by = staffActor(context);
  const draft = await checkedDraft(context, body);
  const now = context.now();
  const id = await context.db.transaction().execute(async (trx) => {
    if (body.id === undefined) {
      const id = await insertBroadcast(trx, { ...draft, created_by: by, created_at: now, updated_at: now });
      await recordAudit(context, { action: 'notification.broadcast_create', target: broadcastKey(id), after: draft }, trx);
      return id;
    }
    const before = await findBroadcastForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_BROADCAST', T.noBroadcast);
    if (before.created_by !== by) throw new ApiFailure(409, 'NOT_YOURS', T.notYours);
    if (!(await updateBroadcast(trx, body.id, 'draft', { ...draft, updated_at: now }))) throw new ApiFailure(409, 'NOT_DRAFT', T.notDraft);
    await recordAudit(context, { action: 'notification.broadcast_update', target: broadcastKey(body.id), before: stored(before), after: draft }, trx);
    return body.id;
  });
  return { rc_code: '1', rc_des: T.saved, id };
}

const stored = (row: BroadcastRow) => ({
  title: row.title,
  body: row.body,
  link: row.link,
  audience_kind: row.audience_kind,
  audience_value: row.audience_value,
  send_at: iso(row.send_at),
  status: row.status,
});

/** The author hands the draft to a second staff user; a time already passed must be set again first. */
export async function submitBroadcast(context: DomainContext, id: number): Promise<AdminActionResponse> {
  const by = staffActor(context);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findBroadcastForUpdate(trx, id);
    if (!before) throw new ApiFailure(404, 'NO_BROADCAST', T.noBroadcast);
    if (before.created_by !== by) throw new ApiFailure(409, 'NOT_YOURS', T.notYours);
    if (before.send_at && new Date(before.send_at).getTime() <= now.getTime()) throw new ApiFailure(400, 'SEND_AT_PAST', T.sendAtPast);
    if (!(await updateBroadcast(trx, id, 'draft', { status: 'submitted', submitted_at: now, updated_at: now }))) throw new ApiFailure(409, 'NOT_DRAFT', T.notDraft);
    await recordAudit(context, { action: 'notification.broadcast_submit', target: broadcastKey(id), before: stored(before), after: { ...stored(before), status: 'submitted' } }, trx);
  });
  return { rc_code: '1', rc_des: T.submitted };
}

/**
 * A second staff user approves (the broadcast is queued to go at its time, or at once) or rejects it with a reason
 * its author reads. Its author can do neither: the rule is checked here and held by the table.
 */
export async function decideBroadcast(context: DomainContext, body: BroadcastDecisionBody): Promise<AdminActionResponse> {
  const by = staffActor(context);
  const reason = body.reason?.trim() || null;
  if (body.decision === 'rejected' && reason === null) throw new ApiFailure(400, 'REASON_NEEDED', T.reasonNeeded);
  const now = context.now();
  const goesNow = await context.db.transaction().execute(async (trx) => {
    const before = await findBroadcastForUpdate(trx, body.id);
    if (!before) throw new ApiFailure(404, 'NO_BROADCAST', T.noBroadcast);
    if (before.created_by === by) throw new ApiFailure(409, 'OWN_BROADCAST', T.ownBroadcast);
    const status = body.decision;
    const change = { status, decided_by: by, decided_at: now, reject_reason: reason, updated_at: now };
    if (!(await updateBroadcast(trx, body.id, 'submitted', change))) throw new ApiFailure(409, 'NOT_SUBMITTED', T.notSubmitted);
    const action = status === 'approved' ? 'notification.broadcast_approve' : 'notification.broadcast_reject';
    await recordAudit(context, { action, target: broadcastKey(body.id), before: stored(before), after: { ...stored(before), status, reject_reason: reason } }, trx);
    if (status === 'rejected') return false;
    // a time that passed while it waited for approval: it goes now
    const runAt = before.send_at && new Date(before.send_at).getTime() > now.getTime() ? new Date(before.send_at) : now;
    await queueBroadcast(context, body.id, runAt, trx);
    return runAt === now;
  });
  if (body.decision === 'rejected') return { rc_code: '1', rc_des: T.rejected };
  return { rc_code: '1', rc_des: goesNow ? T.approvedNow : T.approvedLater };
}

/** Any broadcast not yet gone can be cancelled, by its author or another staff user; its job then finds it cancelled. */
export async function cancelBroadcast(context: DomainContext, id: number): Promise<AdminActionResponse> {
  const by = staffActor(context);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const before = await findBroadcastForUpdate(trx, id);
    if (!before) throw new ApiFailure(404, 'NO_BROADCAST', T.noBroadcast);
    if (before.status !== 'draft' && before.status !== 'submitted' && before.status !== 'approved') throw new ApiFailure(409, 'TOO_LATE', T.tooLate);
    await updateBroadcast(trx, id, before.status, { status: 'cancelled', cancelled_by: by, cancelled_at: now, updated_at: now });
    await recordAudit(context, { action: 'notification.broadcast_cancel', target: broadcastKey(id), before: stored(before), after: { ...stored(before), status: 'cancelled' } }, trx);
  });
  return { rc_code: '1', rc_des: T.cancelled };
}

/** The audience in words, reading the names of the groups and loan types a page of broadcasts names. */
async function audienceTexts(db: Db, rows: readonly BroadcastRow[], now: Date): Promise<(row: BroadcastRow) => string> {
  const loanTypes = rows.some((r) => r.audience_kind === 'loan_type') ? await listHeldLoanTypes(db) : [];
  const groups = new Map<string, string | undefined>();
  for (const r of rows) if (r.audience_kind === 'group' && !groups.has(r.audience_value)) groups.set(r.audience_value, (await findGroupName(db, r.audience_value))?.name);
  return (r) => {
    switch (r.audience_kind) {
      case 'group':
        return T.group(r.audience_value, groups.get(r.audience_value));
      case 'loan_type':
        return T.loanType(loanTypes.find((t) => t.code === r.audience_value)?.name ?? r.audience_value);
      case 'unanswered':
        return T.unanswered(thaiYear(r.sent_at ? new Date(r.sent_at) : now));
      default:
        return T.everyone;
    }
  };
}

/** One page of broadcasts, newest first, with what happened on each channel once sent. */
export async function broadcastPage(context: DomainContext, { status, page }: BroadcastListBody): Promise<BroadcastListResponse> {
  const at = consolePage(page);
  const { rows, total } = await listBroadcastRows(context.db, status, at.offset, at.pageSize);
  const [audienceText, counts] = await Promise.all([audienceTexts(context.db, rows, context.now()), channelCounts(context.db, rows.map((r) => r.id))]);
  const data: Broadcast[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    audience: { kind: r.audience_kind as BroadcastAudience['kind'], value: r.audience_value },
    audience_text: audienceText(r),
    status: r.status as Broadcast['status'],
    send_at: iso(r.send_at),
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
    submitted_at: iso(r.submitted_at),
    decided_by: r.decided_by,
    decided_at: iso(r.decided_at),
    reject_reason: r.reject_reason,
    cancelled_by: r.cancelled_by,
    sent_at: iso(r.sent_at),
    recipients: r.recipients,
    counts: counts.get(r.id) ?? [],
  }));
  return { rc_code: '1', data, ...pageInfo(at, total) };
}

/** The loan types to pick from and the year of the letter members can still answer. */
export async function broadcastChoices(context: DomainContext): Promise<BroadcastChoicesResponse> {
  const [loanTypes, campaign] = await Promise.all([listHeldLoanTypes(context.db), openLetterCampaign(context.db, context.now())]);
  return { rc_code: '1', loan_types: loanTypes.map((t) => ({ code: t.code, name: t.name ?? t.code })), letter_year: campaign?.year ?? null };
}
