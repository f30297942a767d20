import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { SITE_ADMIN_TEXT as T } from '../../site/site-admin-text';
import { findCandidate, findPollingPlace, findPosition } from './election-editing-queries';
import { findElection } from './election-queries';

/** What staff edit on the election page, each found by its id or refused with the Thai 404 of its kind. */
export async function electionOf(db: Db, id: number) {
  const election = await findElection(db, id);
  if (!election) throw new ApiFailure(404, 'NOT_FOUND', T.electionNotFound);
  return election;
}

export async function positionOf(db: Db, id: number) {
  const position = await findPosition(db, id);
  if (!position) throw new ApiFailure(404, 'NOT_FOUND', T.positionNotFound);
  return position;
}

export async function candidateOf(db: Db, id: number) {
  const candidate = await findCandidate(db, id);
  if (!candidate) throw new ApiFailure(404, 'NOT_FOUND', T.candidateNotFound);
  return candidate;
}

export async function placeOf(db: Db, id: number) {
  const place = await findPollingPlace(db, id);
  if (!place) throw new ApiFailure(404, 'NOT_FOUND', T.placeNotFound);
  return { ...place, opens_at: place.opens_at.trim(), closes_at: place.closes_at.trim() };
}
