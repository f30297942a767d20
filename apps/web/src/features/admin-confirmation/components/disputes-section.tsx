import type { DisputeStatus } from '@coop/contract';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClass } from '@/components/ui/input-classes';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { TitledSection } from '@/components/ui/titled-section';
import { useDisputes } from '../api/get-disputes';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';
import { DisputeStatusOptions } from './dispute-status-options';
import { DisputeItem } from './dispute-item';

/** The campaign's dispute cases, by status, a page at a time; admins and support staff answer them. */
export function DisputesSection({ campaignId, canAnswer }: { campaignId: number; canAnswer: boolean }) {
  const [status, setStatus] = useState<DisputeStatus>();
  const [page, setPage] = useState(1);
  const disputes = useDisputes({ campaign_id: campaignId, page, ...(status ? { status } : {}) });
  return (
    <TitledSection title={T.disputes} className="space-y-4">
      <label className="block max-w-xs">
        <span className="mb-1.5 block font-semibold">{T.disputeFilter}</span>
        <select
          className={inputClass}
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as DisputeStatus | undefined);
            setPage(1);
          }}
        >
          <option value="">{T.allDisputes}</option>
          <DisputeStatusOptions />
        </select>
      </label>
      <QueryView query={disputes} loadingLabel={T.disputesLoading} failedTitle={T.disputesFailed}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState title={T.noDisputes} />
          ) : (
            <>
              <ol className="space-y-3">
                {data.data.map((d) => (
                  <DisputeItem key={d.id} dispute={d} canAnswer={canAnswer} />
                ))}
              </ol>
              {data.total_pages > 1 && <Pager page={page} totalPages={data.total_pages} total={data.total} onPage={setPage} busy={disputes.isFetching} />}
            </>
          )
        }
      </QueryView>
    </TitledSection>
  );
}
