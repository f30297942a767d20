import { type DisputeCase, type DisputesBody, type DisputesResponse } from '@coop/contract';
import { subtractBaht } from '@coop/thai-format';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { consolePage, pageInfo } from '../../http/page-query';
import { campaignOr404 } from './campaign-counts';
import { listAllDisputes, listDisputeEvents, listDisputes } from './campaign-queries';
import { evidenceByLine } from './evidence-queries';

type DisputeRow = Awaited<ReturnType<typeof listAllDisputes>>[number];

/** The rows as cases: each with the difference the member claims, the staff's answers (oldest first) and the member's evidence. */
async function asCases(db: Db, campaignId: number, rows: readonly DisputeRow[]): Promise<DisputeCase[]> {
  const evidence = await evidenceByLine(db, campaignId);
  const events = new Map<number, DisputeCase['events']>();
  for (const e of await listDisputeEvents(db, rows.map((r) => r.id))) {
    const list = events.get(e.dispute_id) ?? [];
    list.push({ at: new Date(e.at).toISOString(), status: e.status, note: e.note, by: e.staff_username });
    events.set(e.dispute_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    membership_no: r.membership_no,
    member_name: r.member_name,
    line_no: r.line_no,
    kind: r.kind,
    reference: r.reference,
    description: r.description,
    amount: r.amount,
    claimed_amount: r.claimed_amount,
    difference: r.claimed_amount === null ? null : subtractBaht(r.claimed_amount, r.amount),
    reason: r.reason,
    status: r.status,
    opened_at: new Date(r.opened_at).toISOString(),
    events: events.get(r.id) ?? [],
    evidence: evidence.get(`${r.membership_no}:${r.line_no}`) ?? [],
  }));
}

/** One page of a campaign's cases, those still being worked on first, with the staff's answers; unknown campaign: Thai 404. */
export async function campaignDisputes({ db }: DomainContext, { campaign_id, status, page }: DisputesBody): Promise<DisputesResponse> {
  await campaignOr404(db, campaign_id);
  const at = consolePage(page);
  const { rows, total } = await listDisputes(db, campaign_id, status, at.offset, at.pageSize);
  return { rc_code: '1', data: await asCases(db, campaign_id, rows), ...pageInfo(at, total) };
}

/** Every case of the campaign, for the export. */
export async function allDisputeCases(db: Db, campaignId: number): Promise<DisputeCase[]> {
  return asCases(db, campaignId, await listAllDisputes(db, campaignId));
}
