import type { CollectionQuery, SiteConfig } from '@coop/contract';
import { type DomainContext, memberGroupActor } from '../../domain/context';
import { readPromptPayBillerId } from '../../db/repositories/site-config-repository';
import { compareMonthTotals, findBilledGroups, listCollectionLines, listCollectionMonths, listItemChanges, listMemberTotals } from './collection-queries';
import { ApiFailure } from '../../http/api-failure';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import { COLLECTION_TEXT, resolveCollectionScope } from './collection-scope';
import { summarizeGroups, summarizeItems } from './collection-summary';
import { buildCoverSheet, COLUMN_OF } from './cover-sheet';
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

/** The หนังสือนำส่ง: the month's total, its words and how to pay it, in the letter of the site's cooperative. */
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
    bankAccount: context.config.paymentBankAccount,
    phones: site.phones,
  });
}

/**
 * The dashboard: the newest month at a glance, and every member whose deduction changed since the month before. The
 * months' amounts, their difference and each change are numeric sums of the lines in the database, so the changes add
 * up to the difference to the satang, whatever the headers' totals say.
 */
export async function loadCollectionDashboard(context: DomainContext) {
  const { db } = context;
  const groupNo = memberGroupActor(context);
  const [latest, previous = null] = await listCollectionMonths(db, groupNo);
  if (!latest) throw new ApiFailure(404, 'NOT_FOUND', COLLECTION_TEXT.noData);
  // without a month before, the newest month is compared with nothing: every member is new to the bill
  const before = previous ?? { year: latest.year - 1, month: latest.month };
  const [totals, members, items] = await Promise.all([
    compareMonthTotals(db, groupNo, before, latest),
    listMemberTotals(db, groupNo, before, latest),
    listItemChanges(db, groupNo, before, latest, COLUMN_OF),
  ]);
  // members new to this bill may have been billed to another group the month before, and those gone may be now
  const [billedBefore, billedAfter] = previous
    ? await Promise.all([
        findBilledGroups(db, members.filter((m) => m.group_before === null).map((m) => m.membership_no), previous.year, previous.month),
        findBilledGroups(db, members.filter((m) => m.group_after === null).map((m) => m.membership_no), latest.year, latest.month),
      ])
    : [new Map<string, string>(), new Map<string, string>()];
  return {
    latest: { ...latest, amount: totals.after },
    received: latest.posted ? totals.after : null,
    previous: previous && { ...previous, amount: totals.before },
    difference: previous ? totals.difference : null,
    changes: deductionChanges(members, items, { before: billedBefore, after: billedAfter }),
  };
}
