import type { MemberSearchBody, MemberSearchResponse } from '@coop/contract';
import { recordStaffRead } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { consolePage, pageInfo } from '../../http/page-query';
import { searchMembers } from './member-search-queries';

/** Members by number or name, a page at a time, with whether each has registered; each search is audited (what was asked, how many found). */
export async function memberSearch(context: DomainContext, { query, page }: MemberSearchBody): Promise<MemberSearchResponse> {
  const at = consolePage(page);
  const { rows, total } = await searchMembers(context.db, query, at.offset, at.pageSize);
  // every member the page lists was seen by name: each is told in their access list
  await recordStaffRead(
    context,
    { action: 'member.search', after: { query, page: at.page, rows: rows.length, total } },
    { kind: 'search', membershipNos: rows.map((r) => r.membership_no) },
  );
  return { rc_code: '1', data: rows, ...pageInfo(at, total) };
}
