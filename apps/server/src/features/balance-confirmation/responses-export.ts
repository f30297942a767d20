import { groupLetterCode } from '@coop/contract';
import { recordStaffRead } from '../../audit/audit-log';
import type { DomainContext } from '../../domain/context';
import { listAllMemberAnswers, listCampaignLines } from './campaign-queries';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { confirmationResponsesWorkbook, type ResponseLine } from './confirmation-responses-workbook';
import { campaignSummary } from './campaign-counts';
import { listChainLinks } from './chain-queries';
import { verifyAnswerChain } from './chain-verification';
import { allDisputeCases } from './dispute-cases';
import { listReminderRounds } from './reminder-rounds';

export interface CampaignExport {
  fileName: string;
  book: Buffer;
}

/** The campaign's every answer as the auditor's workbook; unknown campaign: Thai 404. Each export is audited. */
export async function exportCampaignResponses(context: DomainContext, campaignId: number): Promise<CampaignExport> {
  const { db } = context;
  const { campaign, groups } = await campaignSummary(context, campaignId);
  const [members, lines, disputes, site, links, verification, rounds] = await Promise.all([
    listAllMemberAnswers(db, campaignId),
    listCampaignLines(db, campaignId),
    allDisputeCases(db, campaignId),
    readSiteConfig(db, context.siteDefaults.site),
    listChainLinks(db, campaignId),
    verifyAnswerChain(context, { id: campaignId }),
    listReminderRounds(db, campaignId),
  ]);
  const byNo = new Map(members.map((m) => [m.membership_no, m]));
  const linkOf = new Map(links.map((l) => [l.membership_no, l]));
  const rows: ResponseLine[] = lines.map((l) => {
    const m = byNo.get(l.membership_no);
    return {
      ...l,
      member_name: m?.member_name ?? '',
      member_group_no: m?.member_group_no ?? '',
      answered_at: m?.answered_at ?? null,
      letter_code: m?.letter_code ? groupLetterCode(m.letter_code) : null,
      chain_seq: linkOf.get(l.membership_no)?.seq ?? null,
      chain_sha256: linkOf.get(l.membership_no)?.sha256 ?? null,
    };
  });
  const chain = links.map((l) => ({ ...l, letter_code: byNo.get(l.membership_no)?.letter_code ?? null, answered_at: byNo.get(l.membership_no)?.answered_at ?? null }));
  const book = await confirmationResponsesWorkbook({ coopName: site.coop_name_th, campaign, groups, lines: rows, disputes, chain, verification, rounds, printedAt: context.now() });
  // once the workbook exists: an export that failed has handed out nothing
  await recordStaffRead(
    context,
    {
      action: 'confirmation.export',
      target: String(campaignId),
      after: { year: campaign.year, members: members.length, lines: rows.length, disputes: disputes.length, chain_head: verification.head },
    },
    { kind: 'confirmation-export', membershipNos: members.map((m) => m.membership_no) },
  );
  return { fileName: `confirmation-${campaign.year}.xlsx`, book };
}
