import { ADMIN_SEARCH_PAGE_SIZE, type ResponsesBody, type ResponsesResponse, groupLetterCode } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { campaignOr404 } from './campaign-counts';
import { listMemberAnswers } from './campaign-queries';

/** One page of a campaign's members with their answers, filtered by answer, group or number/name; unknown campaign: Thai 404. */
export async function campaignResponses({ db }: DomainContext, { page = 1, ...filter }: ResponsesBody): Promise<ResponsesResponse> {
  await campaignOr404(db, filter.campaign_id);
  const { rows, total } = await listMemberAnswers(db, filter, (page - 1) * ADMIN_SEARCH_PAGE_SIZE, ADMIN_SEARCH_PAGE_SIZE);
  return {
    rc_code: '1',
    data: rows.map((r) => ({
      membership_no: r.membership_no,
      member_name: r.member_name,
      member_group_no: r.member_group_no,
      lines: r.lines,
      answer: r.answer,
      disputed_lines: r.disputed_lines,
      answered_at: r.answered_at === null ? null : new Date(r.answered_at).toISOString(),
      letter_code: r.letter_code === null ? null : groupLetterCode(r.letter_code),
    })),
    page,
    page_size: ADMIN_SEARCH_PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / ADMIN_SEARCH_PAGE_SIZE),
  };
}
