import type { CollectionQuery, SiteConfig } from '@coop/contract';
import type { Db } from '../db/database';
import { listCollectionLines } from '../db/repositories/collection-repository';
import { findMemberGroupIdentity } from '../db/repositories/member-group-repository';
import { resolveCollectionScope } from './collection-scope';
import { summarizeGroups, summarizeItems } from './collection-summary';
import { buildCoverSheet } from './cover-sheet';
import { deliveryLetter } from './delivery-letter';

/** The month's deduction lines a clerk asked for, with the month and the group they cover. */
async function loadCollection(db: Db, callerGroupNo: string, query: CollectionQuery) {
  const scope = await resolveCollectionScope(db, callerGroupNo, query);
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
export async function loadCoverSheet(db: Db, callerGroupNo: string, query: CollectionQuery) {
  const { lines, ...collection } = await loadCollection(db, callerGroupNo, query);
  return { ...collection, ...buildCoverSheet(lines) };
}

/** The สรุปยอดเรียกเก็บ: totals by item and by sub-group. */
export async function loadCollectionSummary(db: Db, callerGroupNo: string, query: CollectionQuery) {
  const { lines, ...collection } = await loadCollection(db, callerGroupNo, query);
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

/** The หนังสือนำส่ง: the month's total, its words and the bill-payment QR. */
export async function loadDeliveryLetter(
  db: Db,
  callerGroupNo: string,
  query: CollectionQuery,
  context: { site: SiteConfig; today: Date; billerId: string | undefined },
) {
  const sheet = await loadCoverSheet(db, callerGroupNo, query);
  return deliveryLetter({
    year: sheet.year,
    month: sheet.month,
    group: sheet.group,
    coopName: context.site.coop_name_th,
    memberCount: sheet.member_count,
    amount: sheet.total.total,
    today: context.today,
    billerId: context.billerId,
  });
}
