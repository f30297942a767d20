import { buddhistYear } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { TitledSection } from '@/components/ui/titled-section';
import { campaignsQuery } from '../api/get-campaigns';
import { useConfirmationRights } from '../confirmation-roles';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { CampaignActions } from './campaign-actions';
import { CampaignCounts } from './campaign-counts';
import { CampaignFacts, CampaignStatusBadge } from './campaign-facts';

/** Every campaign: year in the Buddhist era, status, facts and counts; admins open and close them here. */
export function CampaignList() {
  const campaigns = useQuery(campaignsQuery());
  const rights = useConfirmationRights();
  return (
    <TitledSection title={T.campaigns}>
      <QueryView query={campaigns} loadingLabel={T.loadingCampaigns} failedTitle={T.failedCampaigns}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title={T.noCampaigns} />
          ) : (
            <ol className="space-y-3">
              {data.map((c) => (
                <li key={c.id} aria-label={T.year(buddhistYear(c.year))} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-xl font-bold text-stone-900">{T.year(buddhistYear(c.year))}</h3>
                    <CampaignStatusBadge status={c.status} />
                  </div>
                  <CampaignFacts campaign={c} />
                  <CampaignCounts counts={c.counts} />
                  <div className="flex flex-wrap gap-3">
                    <Link to={`/admin/confirmation/${c.id}`} aria-label={`${T.details} ${T.year(buddhistYear(c.year))}`} className={secondaryButtonClass}>
                      {T.details}
                    </Link>
                    {rights.run && <CampaignActions campaign={c} />}
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </TitledSection>
  );
}
