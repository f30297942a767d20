import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type Direction, swapped } from '../../db/list-order';

/** An election's positions in order, with their candidates by number, and its polling places in order, for staff. */
export async function findElectionContents(db: Db, electionId: number) {
  const [positions, places] = await Promise.all([
    db.selectFrom('election_positions').select(['id', 'name', 'seats']).where('election_id', '=', electionId).orderBy('seq').orderBy('id').execute(),
    db
      .selectFrom('polling_places')
      .select(['id', 'name', 'address', 'vote_date', 'opens_at', 'closes_at'])
      .where('election_id', '=', electionId)
      .orderBy('seq')
      .orderBy('id')
      .execute(),
  ]);
  const candidates =
    positions.length === 0
      ? []
      : await db
          .selectFrom('election_candidates')
          .select(['id', 'position_id', 'number', 'name', 'profile', 'photo', 'votes', 'elected'])
          .where(
            'position_id',
            'in',
            positions.map((p) => p.id),
          )
          .orderBy('number')
          .execute();
  return {
    positions: positions.map((p) => ({
      ...p,
      candidates: candidates.filter((c) => c.position_id === p.id).map(({ position_id: _, ...c }) => c),
    })),
    polling_places: places.map((pl) => ({ ...pl, opens_at: pl.opens_at.trim(), closes_at: pl.closes_at.trim() })),
  };
}

export interface PositionValues {
  name: string;
  seats: number;
}

export function findPosition(db: Db, id: number) {
  return db.selectFrom('election_positions').select(['id', 'election_id', 'seq', 'name', 'seats']).where('id', '=', id).executeTakeFirst();
}

/** A new position goes last in its election. */
export async function insertPosition(db: Db, electionId: number, values: PositionValues): Promise<number> {
  const row = await db
    .insertInto('election_positions')
    .values((eb) => ({
      ...values,
      election_id: electionId,
      seq: eb.selectFrom('election_positions').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('election_id', '=', electionId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePosition(db: Db, id: number, values: PositionValues): Promise<void> {
  await db.updateTable('election_positions').set(values).where('id', '=', id).execute();
}

/** Its candidates go with it (on delete cascade). */
export async function deletePosition(db: Db, id: number): Promise<void> {
  await db.deleteFrom('election_positions').where('id', '=', id).execute();
}

export interface CandidateValues {
  number: number;
  name: string;
  profile: string;
  photo: string | null;
  votes: number | null;
  elected: boolean;
}

export function findCandidate(db: Db, id: number) {
  return db
    .selectFrom('election_candidates')
    .select(['id', 'position_id', 'number', 'name', 'profile', 'photo', 'votes', 'elected'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether another candidate of the position already has the number. */
export async function candidateNumberTaken(db: Db, positionId: number, number: number, exceptId: number | undefined): Promise<boolean> {
  let query = db.selectFrom('election_candidates').select('id').where('position_id', '=', positionId).where('number', '=', number);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCandidate(db: Db, positionId: number, values: CandidateValues): Promise<number> {
  const row = await db
    .insertInto('election_candidates')
    .values({ ...values, position_id: positionId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCandidate(db: Db, id: number, values: CandidateValues): Promise<void> {
  await db.updateTable('election_candidates').set(values).where('id', '=', id).execute();
}

export async function deleteCandidate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('election_candidates').where('id', '=', id).execute();
}

export interface PlaceValues {
  name: string;
  address: string;
  vote_date: string;
  opens_at: string;
  closes_at: string;
}

export function findPollingPlace(db: Db, id: number) {
  return db
    .selectFrom('polling_places')
    .select(['id', 'election_id', 'seq', 'name', 'address', 'vote_date', 'opens_at', 'closes_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A new polling place goes last in its election. */
export async function insertPollingPlace(db: Db, electionId: number, values: PlaceValues): Promise<number> {
  const row = await db
    .insertInto('polling_places')
    .values((eb) => ({
      ...values,
      election_id: electionId,
      seq: eb.selectFrom('polling_places').select(sql<number>`coalesce(max(seq), 0) + 1`.as('next')).where('election_id', '=', electionId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePollingPlace(db: Db, id: number, values: PlaceValues): Promise<void> {
  await db.updateTable('polling_places').set(values).where('id', '=', id).execute();
}

export async function deletePollingPlace(db: Db, id: number): Promise<void> {
  await db.deleteFrom('polling_places').where('id', '=', id).execute();
}

/** Moves a position one place in its election, numbering them 1…n; false when it is already first or last. Run it in a transaction. */
export async function movePosition(trx: Db, electionId: number, id: number, direction: Direction): Promise<boolean> {
  const rows = await trx.selectFrom('election_positions').select('id').where('election_id', '=', electionId).orderBy('seq').orderBy('id').execute();
  const order = swapped(
    rows.map((r) => r.id),
    id,
    direction,
  );
  if (!order) return false;
  for (const [index, rowId] of order.entries()) await trx.updateTable('election_positions').set({ seq: index + 1 }).where('id', '=', rowId).execute();
  return true;
}

/** Moves a polling place one place in its election, numbering them 1…n; false when it is already first or last. Run it in a transaction. */
export async function movePollingPlace(trx: Db, electionId: number, id: number, direction: Direction): Promise<boolean> {
  const rows = await trx.selectFrom('polling_places').select('id').where('election_id', '=', electionId).orderBy('seq').orderBy('id').execute();
  const order = swapped(
    rows.map((r) => r.id),
    id,
    direction,
  );
  if (!order) return false;
  for (const [index, rowId] of order.entries()) await trx.updateTable('polling_places').set({ seq: index + 1 }).where('id', '=', rowId).execute();
  return true;
}
