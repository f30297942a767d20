import type { DemandShowResponse } from '@coop/contract';
import { formatThaiDate } from '@coop/thai-format';
import { DEMAND_TEXT } from '../messages';
import { StatusBadge } from './status-badge';

/** A demand as visitors see it: its type, status, text and the cooperative's answer (never the contact details). */
export function DemandDetails({ demand: d, headingLevel = 1 }: { demand: DemandShowResponse['demand']; headingLevel?: 1 | 3 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h3';
  const Answer = headingLevel === 1 ? 'h2' : 'h4';
  return (
    <article className="space-y-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-secondary">{d.demand_type_name}</span>
        <StatusBadge status={d.status} name={d.status_name} />
      </p>
      <Title className={`${headingLevel === 1 ? 'text-2xl sm:text-3xl' : 'text-xl'} font-bold break-words text-stone-900`}>{d.title}</Title>
      <p className="text-base text-stone-600">
        {DEMAND_TEXT.sent} {formatThaiDate(d.created_at, 'long', { withTime: true })}
      </p>
      <section aria-label={DEMAND_TEXT.detail} className="rounded-2xl bg-white p-5 text-lg break-words whitespace-pre-line shadow-sm">
        {d.body}
      </section>
      <section aria-labelledby={`demand-answer-${d.id}`} className="rounded-2xl border-l-4 border-primary bg-primary-light/60 p-5">
        <Answer id={`demand-answer-${d.id}`} className="mb-2 text-xl font-bold text-primary">
          {DEMAND_TEXT.answer}
        </Answer>
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
  );
}
