import type { CollectionQuery, SiteConfig } from '@coop/contract';
import { subtractBaht } from '@coop/thai-format';
import { type DomainContext, memberGroupActor } from '../../domain/context';
import { readPromptPayBillerId } from '../../db/repositories/site-config-repository';
import { findBilledGroups, listCollectionLines, listCollectionMonths } from './collection-queries';
import { ApiFailure } from '../../http/api-failure';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { COLLECTION_TEXT, resolveCollectionScope } from './collection-scope';
import { summarizeGroups, summarizeItems } from './collection-summary';
import { buildCoverSheet } from './cover-sheet';
import { deductionChanges } from './deduction-changes';
import { deliveryLetter } from './delivery-letter';

/** The month's deduction lines the acting group's clerk asked for, with the month and the group they cover. */
async function loadCollection(context: DomainContext, query: CollectionQuery) {
  const db = context.db;
  const scope = await resolveCollectionScope(db, memberGroupActor(context), query);
  const [lines, group] = await Promise.all([
    listCollectionLines(db, scope.memberGroupNo, scope.year, scope.month),
    findMemberGroupIdentity(db, scope.memberGroupNo),
  ]);
  return {
    year: scope.year,
    month: scope.month,
    group: { member_group_no: scope.memberGroupNo, member_group_name: group?.member_group_name ?? '' },
    lines,
  };
}

/** The งบหน้าเรียกเก็บ: what the screen, the PDF and the workbook show. */
export async function loadCoverSheet(context: DomainContext, query: CollectionQuery) {
  const { lines, ...collection } = await loadCollection(context, query);
  return { ...collection, ...buildCoverSheet(lines) };
}

/** The สรุปยอดเรียกเก็บ: totals by item and by sub-group. */
export async function loadCollectionSummary(context: DomainContext, query: CollectionQuery) {
  const { lines, ...collection } = await loadCollection(context, query);
  const sheet = buildCoverSheet(lines);
  return {
    ...collection,
    posted: sheet.posted,
    member_count: sheet.member_count,
    items: summarizeItems(lines),
    groups: summarizeGroups(sheet.groups),
    total: sheet.total,
  };
}

/** The หนังสือนำส่ง: the month's total, its words and the bill-payment QR, in the letter of the site's cooperative. */
export async function loadDeliveryLetter(context: DomainContext, query: CollectionQuery, site: SiteConfig) {
  const [sheet, billerId] = await Promise.all([
    loadCoverSheet(context, query),
    // staff's stored biller ID wins over PROMPTPAY_BILLER_ID (decision 032)
    readPromptPayBillerId(context.db, context.config.promptPayBillerId),
  ]);
  return deliveryLetter({
    year: sheet.year,
    month: sheet.month,
    group: sheet.group,
    coopName: site.coop_name_th,
    memberCount: sheet.member_count,
    amount: sheet.total.total,
    today: context.now(),
    billerId,
  });
}

/** The dashboard: the newest month at a glance, and every member whose deduction changed since the month before. */
export async function loadCollectionDashboard(context: DomainContext) {
  const { db } = context;
  const groupNo = memberGroupActor(context);
  const [latest, previous = null] = await listCollectionMonths(db, groupNo);
  if (!latest) throw new ApiFailure(404, 'NOT_FOUND', COLLECTION_TEXT.noData);
  const sheetOf = async (m: { year: number; month: number }) => buildCoverSheet(await listCollectionLines(db, groupNo, m.year, m.month));
  const [now, before] = await Promise.all([sheetOf(latest), previous ? sheetOf(previous) : undefined]);
  const numbers = (groups: typeof now.groups) => new Set(groups.flatMap((g) => g.members.map((m) => m.membership_no)));
  const [nowNos, beforeNos] = [numbers(now.groups), numbers(before?.groups ?? [])];
  // members new to this bill may have been billed to another group the month before, and those gone may be now
  const [billedBefore, billedAfter] = previous
    ? await Promise.all([
        findBilledGroups(db, [...nowNos].filter((no) => !beforeNos.has(no)), previous.year, previous.month),
        findBilledGroups(db, [...beforeNos].filter((no) => !nowNos.has(no)), latest.year, latest.month),
      ])
    : [new Map<string, string>(), new Map<string, string>()];
  return {
    latest,
    received: latest.posted ? latest.amount : null,
    previous,
    difference: previous ? subtractBaht(latest.amount, previous.amount) : null,
    changes: deductionChanges(before?.groups ?? [], now.groups, { before: billedBefore, after: billedAfter }),
  };
}
