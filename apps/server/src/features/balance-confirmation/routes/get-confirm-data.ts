import { CONFIRMATION_PATHS, ConfirmDataResponse, ConfirmYearParam, ErrorResponses, groupLetterCode } from '@coop/contract';
import { formatThaiName, thaiIsoDate } from '@coop/thai-format';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_TEXT as T } from '../confirmation-text';
import { loadMemberLetter } from '../member-letter';
import { findMemberProfile } from '../../../db/repositories/member-repository';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';

/** Spec 6's answer for the year: code '0' when the year has no campaign the member may see, else the letter and answers. */
async function confirmData(app: FastifyInstance, membershipNo: string, year: number): Promise<ConfirmDataResponse> {
  const letter = await loadMemberLetter(app.db, membershipNo, year);
  if (!letter) return { status: false, code: '0', massage: T.noCampaign(year), confirmStatus: 0, checkedData: [], checkIsMemberIn: 0, letter: null };
  const { campaign, response } = letter;
  const confirmStatus = campaign.status === 'open' ? 1 : 0;
  if (letter.lines.length === 0) {
    return { status: true, code: '1', massage: T.notInCampaign(year), confirmStatus, checkedData: [], checkIsMemberIn: 0, letter: null };
  }
  const [profile, site] = await Promise.all([findMemberProfile(app.db, membershipNo), readSiteConfig(app.db, app.siteDefaults.site)]);
  const massage = response ? T.answered : confirmStatus === 1 ? T.open : T.closed;
  return {
    status: true,
    code: '1',
    massage,
    confirmStatus,
    checkedData: letter.checked,
    checkIsMemberIn: 1,
    letter: {
      year: campaign.year,
      balance_date: campaign.balance_date,
      campaign_status: campaign.status,
      coop_name: site.coop_name_th,
      auditor_name: campaign.auditor_name,
      membership_no: membershipNo,
      // once answered, the name as recorded on the letter
      member_name: response?.member_name ?? formatThaiName(profile?.prename, profile?.first_name, profile?.last_name),
      member_group: profile?.member_group_name ?? '',
      lines: letter.lines,
      digest: letter.digest,
      answered_at: response ? new Date(response.answered_at).toISOString() : null,
      letter_code: response ? groupLetterCode(response.letter_code) : null,
    },
  };
}

/** The member's balance confirmation letter (spec 3 and 6, decision 034): the session member's own, for a year. */
const getConfirmData: FastifyPluginAsyncTypebox = async (app) => {
  const response = { 200: ConfirmDataResponse, ...ErrorResponses };
  app.get(`${CONFIRMATION_PATHS.confirmData}/:year`, { schema: { params: ConfirmYearParam, response } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return confirmData(app, request.member.membershipNo, Number(request.params.year));
  });
  app.get(CONFIRMATION_PATHS.confirmData, { schema: { response } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    // the year in Thailand: on 31 December at 18:00 UTC it is already the new year there
    return confirmData(app, request.member.membershipNo, Number(thaiIsoDate(app.now()).slice(0, 4)));
  });
};
export default getConfirmData;
