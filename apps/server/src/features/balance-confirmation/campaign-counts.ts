import type { CampaignSummaryResponse, ConfirmationCampaign, ConfirmationCampaignsResponse, ConfirmationCounts } from '@coop/contract';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import {
  type CampaignRow,
  countCampaignGroups,
  countCampaigns,
  countOpenDisputes,
  findCampaignRow,
  listCampaignRows,
} from './campaign-queries';
import { ApiFailure } from '../../http/api-failure';
import { CAMPAIGN_TEXT as T } from './campaign-text';

const NO_COUNTS: ConfirmationCounts = { members: 0, answered: 0, agreed: 0, disputed: 0, not_answered: 0 };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function asCampaign(row: CampaignRow, counts: ConfirmationCounts | undefined, openDisputes: number | undefined): ConfirmationCampaign {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    opened_at: iso(row.opened_at),
    closed_at: iso(row.closed_at),
    counts: counts ?? NO_COUNTS,
    open_disputes: openDisputes ?? 0,
  };
}

/** Every campaign, newest year first, with its counts as the auditor reads them and its unresolved cases. */
export async function listCampaigns({ db }: DomainContext): Promise<ConfirmationCampaignsResponse> {
  const [rows, counts, disputes] = await Promise.all([listCampaignRows(db), countCampaigns(db), countOpenDisputes(db)]);
  return { rc_code: '1', data: rows.map((r) => asCampaign(r, counts.get(r.id), disputes.get(r.id))) };
}

/** One campaign with its counts, in total and per member group; unknown id: Thai 404. */
export async function campaignSummary({ db }: DomainContext, id: number): Promise<CampaignSummaryResponse> {
  const [row, counts, disputes, groups] = await Promise.all([findCampaignRow(db, id), countCampaigns(db, id), countOpenDisputes(db, id), countCampaignGroups(db, id)]);
  if (!row) throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign);
  return { rc_code: '1', campaign: asCampaign(row, counts.get(id), disputes.get(id)), groups };
}

/** The campaign or a Thai 404. */
export async function campaignOr404(db: Db, id: number): Promise<CampaignRow> {
  const row = await findCampaignRow(db, id);
  if (!row) throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign);
  return row;
}
