import { PageHeading } from '@/components/ui/page-heading';
import { PageTitle } from '@/components/ui/page-title';
import { DemandForm } from '@/features/info-demand/components/demand-form';
import { DemandListView } from '@/features/info-demand/components/demand-list-view';
import { DemandLookup } from '@/features/info-demand/components/demand-lookup';
import { DEMAND_TEXT } from '@/features/info-demand/messages';
import { usePageParam } from '@/lib/paging/use-page-param';

export function Component() {
  const [page, setPage] = usePageParam();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <PageTitle page={DEMAND_TEXT.title} />
      <PageHeading subtitle={DEMAND_TEXT.intro}>{DEMAND_TEXT.title}</PageHeading>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <DemandForm />
          <DemandLookup />
        </div>
        <DemandListView page={page} onPage={setPage} />
      </div>
    </div>
  );
}
