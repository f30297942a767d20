import { ADMIN_SEARCH_PAGE_SIZE, type MemberSearchBody, type MemberSearchResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { searchMembers } from './member-search-queries';

/** Members by number or name, a page at a time, with whether each has registered; each search is audited (what was asked, how many found). */
export async function memberSearch(context: DomainContext, { query, page = 1 }: MemberSearchBody): Promise<MemberSearchResponse> {
  const { rows, total } = await searchMembers(context.db, query, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
  await recordAudit(context, { action: 'member.search', after: { query, page, rows: rows.length, total } });
  return { rc_code: '1', data: rows, page, page_size: ADMIN_SEARCH_PAGE_SIZE, total, total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE) };
}
