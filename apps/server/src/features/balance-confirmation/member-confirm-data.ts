import { type ConfirmDataResponse, groupLetterCode } from '@coop/contract';
import { formatThaiName, thaiIsoDate } from '@coop/thai-format';
import { findMemberProfile } from '../../db/repositories/member-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { CONFIRMATION_TEXT as T } from './confirmation-text';
import { loadMemberLetter } from './member-letter';

/**
 * The acting member's balance confirmation letter for the year (spec 3 and 6, decision 034): code '0' when the year
 * has no campaign the member may see, else the letter and answers.
 */
export async function memberConfirmData(context: DomainContext, year: number): Promise<ConfirmDataResponse> {
  const { db } = context;
  const membershipNo = memberActor(context);
  const letter = await loadMemberLetter(db, membershipNo, year);
  if (!letter) return { status: false, code: '0', massage: T.noCampaign(year), confirmStatus: 0, checkedData: [], checkIsMemberIn: 0, letter: null };
  const { campaign, response } = letter;
  const confirmStatus = campaign.status === 'open' ? 1 : 0;
  if (letter.lines.length === 0) {
    return { status: true, code: '1', massage: T.notInCampaign(year), confirmStatus, checkedData: [], checkIsMemberIn: 0, letter: null };
  }
  const [profile, site] = await Promise.all([findMemberProfile(db, membershipNo), readSiteConfig(db, context.siteDefaults.site)]);
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

/** The same for the current year in Thailand: on 31 December at 18:00 UTC it is already the new year there. */
export const memberConfirmDataThisYear = (context: DomainContext): Promise<ConfirmDataResponse> =>
  memberConfirmData(context, Number(thaiIsoDate(context.now()).slice(0, 4)));
