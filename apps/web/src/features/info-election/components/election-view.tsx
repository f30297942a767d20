import type { Election, ElectionPosition } from '@coop/contract';
import { formatNumber, formatThaiDate } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { CheckedPicture } from '@/components/ui/checked-picture';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryView } from '@/components/ui/query-view';
import { electionQuery } from '../api/get-election';
import { ELECTION_TEXT as T } from '../messages';

/** A candidate without a usable photo shows the shipped default picture (spec 7's check). */
const DEFAULT_PHOTO = '/mediafiles/picture/Utils/ContentDefault/default.png';
const dateTime = (iso: string) => formatThaiDate(iso, 'long', { withTime: true });
const hhmm = (time: string) => time.replace(':', '.');

function Position({ position, showResults }: { position: ElectionPosition; showResults: boolean }) {
  const candidates = showResults ? [...position.candidates].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0)) : position.candidates;
  return (
    <section className="space-y-3">
      <h3 className="text-xl font-bold text-stone-900">
        {position.name} <span className="text-base font-medium text-stone-600">({T.seats(position.seats)})</span>
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {candidates.map((c) => (
          <li key={c.number} className={`flex gap-4 rounded-2xl bg-white p-4 shadow-sm ${c.elected ? 'ring-2 ring-success' : ''}`}>
            <CheckedPicture src={c.photo} fallback={DEFAULT_PHOTO} alt={T.photoOf(c.name)} width={96} height={120} className="h-30 w-24 shrink-0 rounded-lg" />
            <div className="min-w-0">
              <p className="text-2xl font-bold text-primary">{T.number(c.number)}</p>
              <p className="text-lg font-semibold break-words">{c.name}</p>
              <p className="text-base text-stone-700">{c.profile}</p>
              {showResults && c.votes !== null && <p className="mt-1 font-semibold">{T.votes(formatNumber(c.votes, 0))}</p>}
              {c.elected && <p className="mt-1 inline-block rounded-full bg-primary-light px-3 text-sm font-bold text-success">{T.elected}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ElectionDetails({ election, heading }: { election: Election; heading: 'h2' | 'h3' }) {
  const Heading = heading;
  const showResults = election.status === 'results';
  return (
    <article className="space-y-6 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-6">
      <div>
        <Heading className="text-2xl font-bold text-primary">{election.title}</Heading>
        <p className="mt-1 inline-block rounded-full bg-secondary-light px-3 py-0.5 text-base font-semibold text-warning">{election.status_name}</p>
        <p className="mt-3 text-lg whitespace-pre-line">{election.description}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-stone-600">{T.announced}</dt>
          <dd className="text-lg font-semibold">{formatThaiDate(election.announced_on, 'long')}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{T.voting}</dt>
          <dd className="text-lg font-semibold">
            {dateTime(election.voting_starts_at)} – {formatThaiDate(election.voting_ends_at, 'long', { withTime: true })}
          </dd>
        </div>
        {election.results_published_at && (
          <div>
            <dt className="text-stone-600">{T.results}</dt>
            <dd className="text-lg font-semibold">{dateTime(election.results_published_at)}</dd>
          </div>
        )}
      </dl>
      {election.positions.map((p) => (
        <Position key={p.name} position={p} showResults={showResults} />
      ))}
      {election.polling_places.length > 0 && (
        <section className="space-y-3">
          <h3 className="text-xl font-bold text-stone-900">{T.places}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {election.polling_places.map((place) => (
              <li key={`${place.name}-${place.vote_date}`} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold">{place.name}</p>
                <p className="text-base text-stone-700">{place.address}</p>
                <p className="mt-1 text-base">
                  {T.voteDate} {formatThaiDate(place.vote_date, 'long')} {T.hours(hhmm(place.opens_at), hhmm(place.closes_at))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** /election: the current election in full, then past elections with their results. */
export function ElectionView() {
  const election = useQuery(electionQuery());
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <QueryView query={election} loadingLabel={T.loading} failedTitle={T.failed}>
        {(data) => (
          <div className="space-y-10">
            {data.current ? <ElectionDetails election={data.current} heading="h2" /> : <EmptyState title={T.noCurrent} />}
            <section aria-labelledby="past-elections" className="space-y-4">
              <h2 id="past-elections" className="text-2xl font-bold text-stone-900">
                {T.past}
              </h2>
              {data.past.length === 0 ? <EmptyState title={T.noPast} /> : data.past.map((e) => <ElectionDetails key={e.id} election={e} heading="h3" />)}
            </section>
          </div>
        )}
      </QueryView>
    </>
  );
}
