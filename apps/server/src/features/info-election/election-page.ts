import { ELECTION_STATUS_NAMES, type Election, type ElectionResponse, type ElectionStatus } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { listCandidates, listElections, listPollingPlaces, listPositions } from './election-queries';

function statusAt(e: { voting_starts_at: Date; voting_ends_at: Date; results_published_at: Date | null }, now: Date): ElectionStatus {
  if (e.results_published_at && e.results_published_at <= now) return 'results';
  if (now < e.voting_starts_at) return 'announced';
  if (now < e.voting_ends_at) return 'voting';
  return 'counting';
}

/** The election page: the current election and the past ones, with their status by the clock. */
export async function electionPage(context: DomainContext): Promise<ElectionResponse> {
  const now = context.now();
  const elections = await listElections(context.db);
  const ids = elections.map((e) => e.id);
  const [positions, places] = await Promise.all([listPositions(context.db, ids), listPollingPlaces(context.db, ids)]);
  const candidates = await listCandidates(
    context.db,
    positions.map((p) => p.id),
  );

  const full: Election[] = elections.map((e) => {
    const status = statusAt(e, now);
    // votes and who was elected stay hidden until the results are published
    const published = status === 'results';
    return {
      id: e.id,
      title: e.title,
      description: e.description,
      announced_on: e.announced_on,
      voting_starts_at: e.voting_starts_at.toISOString(),
      voting_ends_at: e.voting_ends_at.toISOString(),
      results_published_at: published && e.results_published_at ? e.results_published_at.toISOString() : null,
      status,
      status_name: ELECTION_STATUS_NAMES[status],
      positions: positions
        .filter((p) => p.election_id === e.id)
        .map((p) => ({
          name: p.name,
          seats: p.seats,
          candidates: candidates
            .filter((c) => c.position_id === p.id)
            .map((c) => ({
              number: c.number,
              name: c.name,
              photo: c.photo,
              profile: c.profile,
              votes: published ? c.votes : null,
              elected: published && c.elected,
            })),
        })),
      polling_places: places
        .filter((pl) => pl.election_id === e.id)
        .map(({ election_id: _, ...pl }) => ({ ...pl, opens_at: pl.opens_at.trim(), closes_at: pl.closes_at.trim() })),
    };
  });
  // the current election is the newest one without published results; the others with results are past
  const current = full.find((e) => e.status !== 'results') ?? null;
  return { current, past: full.filter((e) => e.status === 'results') };
}
