import type { Db } from '../../db/database';

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

export interface ElectionValues {
  title: string;
  description: string;
  announced_on: string;
  voting_starts_at: Date;
  voting_ends_at: Date;
  results_published_at: Date | null;
}

export async function findElection(db: Db, id: number) {
  return db
    .selectFrom('elections')
    .select(['id', 'title', 'description', 'announced_on', 'voting_starts_at', 'voting_ends_at', 'results_published_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertElection(db: Db, values: ElectionValues): Promise<number> {
  const row = await db.insertInto('elections').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateElection(db: Db, id: number, values: ElectionValues): Promise<void> {
  await db.updateTable('elections').set(values).where('id', '=', id).execute();
}
