import { formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/ui/page-title';
import { ItemPage } from '@/components/ui/item-page';
import { demandQuery } from '../api/get-demand';
import { DEMAND_TEXT } from '../messages';
import { StatusBadge } from './status-badge';

/** /showdemand/{topicId}: the topic, its status and the cooperative's answer; the server sends no contact details. */
export function DemandView({ topicId }: { topicId: string }) {
  const demand = useQuery(demandQuery(topicId));
  return (
    <ItemPage backTo="/demand" query={demand} text={DEMAND_TEXT.demandPage}>
      {({ demand: d }) => (
        <article className="space-y-4">
          <PageTitle page={d.title} />
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-secondary">{d.demand_type_name}</span>
            <StatusBadge status={d.status} name={d.status_name} />
          </p>
          <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">{d.title}</h1>
          <p className="text-base text-stone-600">
            {DEMAND_TEXT.sent} {formatThaiDate(d.created_at, 'long', { withTime: true })}
          </p>
          <section aria-label={DEMAND_TEXT.detail} className="rounded-2xl bg-white p-5 text-lg break-words whitespace-pre-line shadow-sm">
            {d.body}
          </section>
          <section aria-labelledby="demand-answer" className="rounded-2xl border-l-4 border-primary bg-primary-light/60 p-5">
            <h2 id="demand-answer" className="mb-2 text-xl font-bold text-primary">
              {DEMAND_TEXT.answer}
            </h2>
            {d.answer ? (
              <>
                <p className="text-lg break-words whitespace-pre-line text-stone-900">{d.answer}</p>
                {d.answered_at && <p className="mt-2 text-base text-stone-600">{DEMAND_TEXT.answeredAt} {formatThaiDate(d.answered_at, 'long')}</p>}
              </>
            ) : (
              <p className="text-lg text-stone-700">{DEMAND_TEXT.noAnswer}</p>
            )}
          </section>
        </article>
      )}
    </ItemPage>
  );
}
