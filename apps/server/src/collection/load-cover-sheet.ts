import type { CollectionQuery } from '@coop/contract';
import type { Db } from '../db/database';
import { listCollectionLines } from '../db/repositories/collection-repository';
import { findMemberGroupIdentity } from '../db/repositories/member-group-repository';
import { resolveCollectionScope } from './collection-scope';
import { buildCoverSheet } from './cover-sheet';

/** The cover sheet a clerk asked for, with the group it covers: what the screen, the PDF and the workbook show. */
export async function loadCoverSheet(db: Db, callerGroupNo: string, query: CollectionQuery) {
  const scope = await resolveCollectionScope(db, callerGroupNo, query);
  const [lines, group] = await Promise.all([
    listCollectionLines(db, scope.memberGroupNo, scope.year, scope.month),
    findMemberGroupIdentity(db, scope.memberGroupNo),
  ]);
  return {
    year: scope.year,
    month: scope.month,
    group: { member_group_no: scope.memberGroupNo, member_group_name: group?.member_group_name ?? '' },
    ...buildCoverSheet(lines),
  };
}
