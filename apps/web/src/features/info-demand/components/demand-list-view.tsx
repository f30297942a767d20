import { formatThaiDate } from '@coop/thai-format';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/ui/paged-list';
import { demandListQuery } from '../api/get-demand-list';
import { DEMAND_TEXT } from '../messages';
import { StatusBadge } from './status-badge';
import { TitledSection } from '@/components/ui/titled-section';

/** The public list: type, topic, status and dates; never who sent it or how to reach them. */
export function DemandListView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(demandListQuery(page));
  return (
    <TitledSection title={DEMAND_TEXT.listHeading}>
      <PagedList
        list={list}
        text={DEMAND_TEXT}
        onPage={onPage}
        itemClassName="relative p-4 focus-within:ring-4 focus-within:ring-primary hover:bg-stone-50"
        renderItem={(d) => (
          <>
            <p className="mb-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-secondary">{d.demand_type_name}</span>
              <StatusBadge status={d.status} name={d.status_name} />
            </p>
            {/* the link covers the whole row */}
            <Link to={`/showdemand/${d.id}`} className="text-lg font-bold break-words text-stone-900 outline-none after:absolute after:inset-0 hover:text-primary hover:underline">
              {d.title}
            </Link>
            <p className="text-base text-stone-600">
              {DEMAND_TEXT.sent} {formatThaiDate(d.created_at, 'long')}
              {d.answered_at && ` · ${DEMAND_TEXT.answeredAt} ${formatThaiDate(d.answered_at, 'long')}`}
            </p>
          </>
        )}
      />
    </TitledSection>
  );
}
