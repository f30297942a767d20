import { buddhistYear } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { linkClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { downloadCampaignExport } from '../api/download-export';
import { campaignSummaryQuery } from '../api/get-summary';
import { useConfirmationRights } from '../confirmation-roles';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { CampaignActions } from './campaign-actions';
import { CampaignFacts, CampaignStatusBadge } from './campaign-facts';
import { CampaignSummary } from './campaign-summary';
import { ChainSection } from './chain-section';
import { DisputesSection } from './disputes-section';
import { ReminderRoundsSection } from './reminder-rounds-section';
import { ResponsesSection } from './responses-section';
import { SignOffSection } from './signoff-section';

/**
 * /admin/confirmation/:campaignId: the auditor's sign-off, the live summary, the reminder rounds, the members' answers,
 * the dispute cases and the answer chain of one campaign.
 */
export function CampaignDetail({ id }: { id: number }) {
  const summary = useQuery(campaignSummaryQuery(id));
  const rights = useConfirmationRights();
  return (
    <QueryView query={summary} loadingLabel={T.campaignLoading} failedTitle={T.campaignFailed}>
      {(data) => {
        const c = data.campaign;
        return (
          <div className="space-y-6">
            <div>
              <Link to="/admin/confirmation" className={linkClass}>
                {T.back}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <PageHeading>{T.campaignTitle(buddhistYear(c.year))}</PageHeading>
                <div className="mb-4">
                  <CampaignStatusBadge status={c.status} />
                </div>
              </div>
              {!rights.answer && <p className="mb-3 font-semibold text-stone-700">{T.readOnly}</p>}
              <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
                <CampaignFacts campaign={c} />
                <div className="flex flex-wrap gap-3">
                  <button type="button" className={secondaryButtonClass} onClick={() => void downloadCampaignExport(c.id, c.year).catch(() => undefined)}>
                    {T.export}
                  </button>
                  {rights.run && <CampaignActions campaign={c} />}
                </div>
              </div>
            </div>
            <SignOffSection campaign={c} canSignOff={rights.signOff} />
            <CampaignSummary summary={data} />
            {c.status !== 'draft' && <ReminderRoundsSection campaignId={c.id} />}
            <ResponsesSection campaignId={c.id} groups={data.groups} />
            <DisputesSection campaignId={c.id} canAnswer={rights.answer} />
            {c.status !== 'draft' && <ChainSection campaignId={c.id} />}
          </div>
        );
      }}
    </QueryView>
  );
}
