import type { Db } from '../database';

export async function listElections(db: Db) {
  return db
    .selectFrom('elections')
    .select(['id', 'title', 'description', 'announced_on', 'voting_starts_at', 'voting_ends_at', 'results_published_at'])
    .orderBy('voting_starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listPositions(db: Db, electionIds: number[]) {
  if (electionIds.length === 0) return [];
  return db
    .selectFrom('election_positions')
    .select(['id', 'election_id', 'name', 'seats'])
    .where('election_id', 'in', electionIds)
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

export async function listCandidates(db: Db, positionIds: number[]) {
  if (positionIds.length === 0) return [];
  return db
    .selectFrom('election_candidates')
    .select(['position_id', 'number', 'name', 'photo', 'profile', 'votes', 'elected'])
    .where('position_id', 'in', positionIds)
    .orderBy('number')
    .execute();
}

export async function listPollingPlaces(db: Db, electionIds: number[]) {
  if (electionIds.length === 0) return [];
  return db
    .selectFrom('polling_places')
    .select(['election_id', 'name', 'address', 'vote_date', 'opens_at', 'closes_at'])
    .where('election_id', 'in', electionIds)
    .orderBy('seq')
    .orderBy('id')
    .execute();
}
