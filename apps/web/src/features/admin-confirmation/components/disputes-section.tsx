import { DISPUTE_STATUSES, DISPUTE_STATUS_NAMES, type DisputeStatus } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { ChoiceFilter } from '@/components/console/choice-filter';
import { FilteredPagedList } from '@/components/console/filtered-paged-list';
import { TitledSection } from '@/components/ui/titled-section';
import { useFilteredPages } from '@/lib/paging/use-filtered-pages';
import { campaignDisputesQuery } from '../api/get-disputes';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { DisputeItem } from './dispute-item';

/** The campaign's dispute cases, by status, a page at a time; admins and support staff answer them. */
export function DisputesSection({ campaignId, canAnswer }: { campaignId: number; canAnswer: boolean }) {
  const { page, setPage, filter: status, setFilter: setStatus } = useFilteredPages<DisputeStatus | undefined>(undefined);
  const disputes = useQuery(campaignDisputesQuery({ campaign_id: campaignId, page, ...(status ? { status } : {}) }));
  return (
    <TitledSection title={T.disputes} className="space-y-4">
      <FilteredPagedList
        filter={<ChoiceFilter label={T.disputeFilter} allLabel={T.allDisputes} choices={DISPUTE_STATUSES} names={DISPUTE_STATUS_NAMES} value={status} onChange={setStatus} />}
        list={disputes}
        text={{ loading: T.disputesLoading, failed: T.disputesFailed, empty: T.noDisputes }}
        onPage={setPage}
        itemLabel={(d) => `${d.membership_no} ${d.member_name}`}
        itemClassName="rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        renderItem={(d) => <DisputeItem dispute={d} canAnswer={canAnswer} />}
      />
    </TitledSection>
  );
}
