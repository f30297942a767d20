import { groupLetterCode } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { listAllMemberAnswers, listCampaignLines } from './campaign-queries';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { confirmationResponsesWorkbook, type ResponseLine } from './confirmation-responses-workbook';
import { campaignSummary } from './campaign-counts';
import { allDisputeCases } from './dispute-cases';

export interface CampaignExport {
  year: number;
  book: Buffer;
  /** What the workbook holds, for the audit log. */
  counts: { members: number; lines: number; disputes: number };
}

/** The campaign's every answer as the auditor's workbook; unknown campaign: Thai 404. */
export async function exportCampaignResponses(app: FastifyInstance, campaignId: number): Promise<CampaignExport> {
  const { campaign, groups } = await campaignSummary(app.db, campaignId);
  const [members, lines, disputes, site] = await Promise.all([
    listAllMemberAnswers(app.db, campaignId),
    listCampaignLines(app.db, campaignId),
    allDisputeCases(app.db, campaignId),
    readSiteConfig(app.db, app.siteDefaults.site),
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
  const book = await confirmationResponsesWorkbook({ coopName: site.coop_name_th, campaign, groups, lines: rows, disputes, printedAt: app.now() });
  return { year: campaign.year, book, counts: { members: members.length, lines: rows.length, disputes: disputes.length } };
}
