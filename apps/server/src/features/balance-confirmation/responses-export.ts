import { groupLetterCode } from '@coop/contract';
import { recordStaffRead } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { listAllMemberAnswers, listCampaignLines } from './campaign-queries';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { confirmationResponsesWorkbook, type ResponseLine } from './confirmation-responses-workbook';
import { campaignSummary } from './campaign-counts';
import { allDisputeCases } from './dispute-cases';

export interface CampaignExport {
  fileName: string;
  book: Buffer;
}

/** The campaign's every answer as the auditor's workbook; unknown campaign: Thai 404. Each export is audited. */
export async function exportCampaignResponses(context: DomainContext, campaignId: number): Promise<CampaignExport> {
  const { db } = context;
  const { campaign, groups } = await campaignSummary(context, campaignId);
  const [members, lines, disputes, site] = await Promise.all([
    listAllMemberAnswers(db, campaignId),
    listCampaignLines(db, campaignId),
    allDisputeCases(db, campaignId),
    readSiteConfig(db, context.siteDefaults.site),
  ]);
  const byNo = new Map(members.map((m) => [m.membership_no, m]));
  const rows: ResponseLine[] = lines.map((l) => {
    const m = byNo.get(l.membership_no);
    return {
      ...l,
      member_name: m?.member_name ?? '',
      member_group_no: m?.member_group_no ?? '',
      answered_at: m?.answered_at ?? null,
      letter_code: m?.letter_code ? groupLetterCode(m.letter_code) : null,
    };
  });
  const book = await confirmationResponsesWorkbook({ coopName: site.coop_name_th, campaign, groups, lines: rows, disputes, printedAt: context.now() });
  // once the workbook exists: an export that failed has handed out nothing
  await recordStaffRead(
    context,
    {
      action: 'confirmation.export',
      target: String(campaignId),
      after: { year: campaign.year, members: members.length, lines: rows.length, disputes: disputes.length },
    },
    { kind: 'confirmation-export', membershipNos: members.map((m) => m.membership_no) },
  );
  return { fileName: `confirmation-${campaign.year}.xlsx`, book };
}
