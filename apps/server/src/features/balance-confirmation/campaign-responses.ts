import { type ResponsesBody, type ResponsesResponse, groupLetterCode } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { consolePage, pageInfo } from '../../http/page-query';
import { campaignOr404 } from './campaign-counts';
import { listMemberAnswers } from './campaign-queries';

/** One page of a campaign's members with their answers, filtered by answer, group or number/name; unknown campaign: Thai 404. */
export async function campaignResponses({ db }: DomainContext, { page, ...filter }: ResponsesBody): Promise<ResponsesResponse> {
  await campaignOr404(db, filter.campaign_id);
  const at = consolePage(page);
  const { rows, total } = await listMemberAnswers(db, filter, at.offset, at.pageSize);
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
    ...pageInfo(at, total),
  };
}
