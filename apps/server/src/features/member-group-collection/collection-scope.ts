import type { CollectionDownloadQuery, CollectionQuery } from '@coop/contract';
import type { Db } from '../../db/database';
import { listCollectionMonths } from './collection-queries';
import { isInGroupTree } from '../../db/repositories/member-group-repository';
import { ApiFailure } from '../../http/api-failure';

export const COLLECTION_TEXT = {
  noSuchGroup: 'ไม่พบหน่วยงานที่ระบุ',
  yearAndMonth: 'กรุณาระบุทั้งปีและเดือน',
  noData: 'ยังไม่มีข้อมูลเรียกเก็บของหน่วยงานนี้',
  noDataForMonth: 'ไม่มีข้อมูลเรียกเก็บของเดือนที่เลือก',
} as const;

/** A download's query string as the numbers the reports take; the schema has checked the digits. */
export function fromDownloadQuery(query: CollectionDownloadQuery): CollectionQuery {
  return {
    ...(query.year === undefined ? {} : { year: Number(query.year) }),
    ...(query.month === undefined ? {} : { month: Number(query.month) }),
    ...(query.member_group_no === undefined ? {} : { member_group_no: query.member_group_no }),
  };
}

export interface CollectionScope {
  /** The group the report covers with its sub-groups: the caller's own or one beneath it. */
  memberGroupNo: string;
  year: number;
  month: number;
}

/**
 * What a collection report covers: a sub-group only if it is in the caller's tree (any other number reads as one
 * that does not exist), and a month the group was billed for, the newest when none is asked for.
 */
export async function resolveCollectionScope(db: Db, callerGroupNo: string, query: CollectionQuery): Promise<CollectionScope> {
  const memberGroupNo = query.member_group_no ?? callerGroupNo;
  if (memberGroupNo !== callerGroupNo && !(await isInGroupTree(db, callerGroupNo, memberGroupNo))) {
    throw new ApiFailure(404, 'NOT_FOUND', COLLECTION_TEXT.noSuchGroup);
  }
  if ((query.year === undefined) !== (query.month === undefined)) {
    throw new ApiFailure(400, 'VALIDATION', COLLECTION_TEXT.yearAndMonth);
  }
  const months = await listCollectionMonths(db, memberGroupNo);
  const chosen = query.year === undefined ? months[0] : months.find((m) => m.year === query.year && m.month === query.month);
  if (!chosen) throw new ApiFailure(404, 'NOT_FOUND', months.length ? COLLECTION_TEXT.noDataForMonth : COLLECTION_TEXT.noData);
  return { memberGroupNo, year: chosen.year, month: chosen.month };
}
