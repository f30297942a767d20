import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_SITE_PATHS,
  AdminElectionResponse,
  AdminSavedResponse,
  CandidateSaveBody,
  ElectionIdBody,
  ErrorResponses,
  IdBody,
  MoveBody,
  PlaceSaveBody,
  PositionSaveBody,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/database';
import {
  candidateNumberTaken,
  deleteCandidate,
  deletePollingPlace,
  deletePosition,
  findCandidate,
  findElectionContents,
  findPollingPlace,
  findPosition,
  insertCandidate,
  insertPollingPlace,
  insertPosition,
  movePollingPlace,
  movePosition,
  updateCandidate,
  updatePollingPlace,
  updatePosition,
} from '../election-editing-queries';
import { findElection } from '../election-queries';
import { ApiFailure } from '../../../http/api-failure';
import { SITE_ADMIN_TEXT as T } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const saved = { 200: AdminSavedResponse, ...ErrorResponses };
const done = (rc_des: string, id?: number) => ({ rc_code: '1' as const, rc_des, ...(id === undefined ? {} : { id }) });
/** A picture the console's content upload stored (checked by content and re-encoded there). */
const UPLOADED_PICTURE = /^\/mediafiles\/content\/[0-9a-f]{32}\.jpg$/;

async function electionOf(db: Db, id: number) {
  const election = await findElection(db, id);
  if (!election) throw new ApiFailure(404, 'NOT_FOUND', T.electionNotFound);
  return election;
}
async function positionOf(db: Db, id: number) {
  const position = await findPosition(db, id);
  if (!position) throw new ApiFailure(404, 'NOT_FOUND', T.positionNotFound);
  return position;
}
async function candidateOf(db: Db, id: number) {
  const candidate = await findCandidate(db, id);
  if (!candidate) throw new ApiFailure(404, 'NOT_FOUND', T.candidateNotFound);
  return candidate;
}
async function placeOf(db: Db, id: number) {
  const place = await findPollingPlace(db, id);
  if (!place) throw new ApiFailure(404, 'NOT_FOUND', T.placeNotFound);
  return { ...place, opens_at: place.opens_at.trim(), closes_at: place.closes_at.trim() };
}

/**
 * What the election page lists under an election: its positions (name, seats, order), each position's candidates
 * (ballot number, name, profile, photo, and the votes and who was elected, shown from the results time) and its
 * polling places (name, address, date, hours, order). Every change is audited and shows on the public page at once.
 */
const electionContents: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_SITE_PATHS.electionGet, { schema: { body: ElectionIdBody, response: { 200: AdminElectionResponse, ...ErrorResponses } } }, async (request) => {
    const e = await electionOf(app.db, request.body.id);
    return {
      election: {
        ...e,
        voting_starts_at: e.voting_starts_at.toISOString(),
        voting_ends_at: e.voting_ends_at.toISOString(),
        results_published_at: e.results_published_at ? e.results_published_at.toISOString() : null,
      },
      ...(await findElectionContents(app.db, e.id)),
    };
  });

  app.post(ADMIN_SITE_PATHS.positionSave, { schema: { body: PositionSaveBody, response: saved } }, async (request) => {
    const { id, election_id: electionId, ...fields } = request.body;
    const values = { name: fields.name.trim(), seats: fields.seats };
    const savedId = await auditedChange(contextOf(request), { action: id ? 'election.position_update' : 'election.position_create', target: `election_position:${id ?? 'new'}` }, async (trx) => {
      await electionOf(trx, electionId);
      if (id === undefined) {
        const created = await insertPosition(trx, electionId, values);
        return { before: null, after: { id: created, election_id: electionId, ...values }, result: created };
      }
      const before = await positionOf(trx, id);
      if (before.election_id !== electionId) throw new ApiFailure(404, 'NOT_FOUND', T.positionNotFound);
      await updatePosition(trx, id, values);
      return { before, after: { id, election_id: electionId, ...values }, result: id };
    });
    return done(T.saved, savedId);
  });

  app.post(ADMIN_SITE_PATHS.positionMove, { schema: { body: MoveBody, response: saved } }, async (request) => {
    const { id, direction } = request.body;
    await auditedChange(contextOf(request), { action: 'election.position_move', target: `election_position:${id}` }, async (trx) => {
      const before = await positionOf(trx, id);
      if (!(await movePosition(trx, before.election_id, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', T.cannotMove);
      return { before: { seq: before.seq }, after: { direction }, result: undefined };
    });
    return done(T.moved);
  });

  app.post(ADMIN_SITE_PATHS.positionDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'election.position_delete', target: `election_position:${id}` }, async (trx) => {
      const before = await positionOf(trx, id);
      const { positions } = await findElectionContents(trx, before.election_id);
      const candidates = positions.find((p) => p.id === id)?.candidates ?? [];
      await deletePosition(trx, id);
      return { before: { ...before, candidates }, after: null, result: undefined };
    });
    return done(T.deleted);
  });

  app.post(ADMIN_SITE_PATHS.candidateSave, { schema: { body: CandidateSaveBody, response: saved } }, async (request) => {
    const { id, position_id: positionId, ...fields } = request.body;
    const values = {
      number: fields.number,
      name: fields.name.trim(),
      profile: fields.profile.replace(/\r\n?/g, '\n').trim(),
      photo: fields.photo,
      votes: fields.votes,
      elected: fields.elected,
    };
    const savedId = await auditedChange(contextOf(request), { action: id ? 'election.candidate_update' : 'election.candidate_create', target: `election_candidate:${id ?? 'new'}` }, async (trx) => {
      const position = await positionOf(trx, positionId);
      const before = id === undefined ? undefined : await candidateOf(trx, id);
      if (before && before.position_id !== positionId) throw new ApiFailure(404, 'NOT_FOUND', T.candidateNotFound);
      // votes and who was elected exist only once the voting is over; the public page shows them from the results time
      if (values.votes !== null || values.elected) {
        const election = await electionOf(trx, position.election_id);
        if (app.now() < election.voting_ends_at) throw new ApiFailure(400, 'VOTES_TOO_EARLY', T.votesTooEarly);
      }
      // a photo is the candidate's current one, or a picture this server stored: the path alone proves nothing
      if (values.photo !== null && values.photo !== before?.photo) {
        const stored = UPLOADED_PICTURE.test(values.photo)
          && (await fs.access(path.join(app.config.dataDir, 'mediafiles', 'content', path.basename(values.photo))).then(() => true, () => false));
        if (!stored) throw new ApiFailure(400, 'PHOTO_MISSING', T.photoMissing);
      }
      if (await candidateNumberTaken(trx, positionId, values.number, id)) throw new ApiFailure(400, 'NUMBER_TAKEN', T.numberTaken(values.number));
      if (!before) {
        const created = await insertCandidate(trx, positionId, values);
        return { before: null, after: { id: created, position_id: positionId, ...values }, result: created };
      }
      await updateCandidate(trx, before.id, values);
      return { before, after: { id: before.id, position_id: positionId, ...values }, result: before.id };
    });
    return done(T.saved, savedId);
  });

  app.post(ADMIN_SITE_PATHS.candidateDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'election.candidate_delete', target: `election_candidate:${id}` }, async (trx) => {
      const before = await candidateOf(trx, id);
      await deleteCandidate(trx, id);
      return { before, after: null, result: undefined };
    });
    return done(T.deleted);
  });

  app.post(ADMIN_SITE_PATHS.placeSave, { schema: { body: PlaceSaveBody, response: saved } }, async (request) => {
    const { id, election_id: electionId, ...fields } = request.body;
    const values = { ...fields, name: fields.name.trim(), address: fields.address.trim() };
    if (values.closes_at <= values.opens_at) throw new ApiFailure(400, 'HOURS_ORDER', T.hoursOrder);
    const savedId = await auditedChange(contextOf(request), { action: id ? 'election.place_update' : 'election.place_create', target: `polling_place:${id ?? 'new'}` }, async (trx) => {
      await electionOf(trx, electionId);
      if (id === undefined) {
        const created = await insertPollingPlace(trx, electionId, values);
        return { before: null, after: { id: created, election_id: electionId, ...values }, result: created };
      }
      const before = await placeOf(trx, id);
      if (before.election_id !== electionId) throw new ApiFailure(404, 'NOT_FOUND', T.placeNotFound);
      await updatePollingPlace(trx, id, values);
      return { before, after: { id, election_id: electionId, ...values }, result: id };
    });
    return done(T.saved, savedId);
  });

  app.post(ADMIN_SITE_PATHS.placeMove, { schema: { body: MoveBody, response: saved } }, async (request) => {
    const { id, direction } = request.body;
    await auditedChange(contextOf(request), { action: 'election.place_move', target: `polling_place:${id}` }, async (trx) => {
      const before = await placeOf(trx, id);
      if (!(await movePollingPlace(trx, before.election_id, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', T.cannotMove);
      return { before: { seq: before.seq }, after: { direction }, result: undefined };
    });
    return done(T.moved);
  });

  app.post(ADMIN_SITE_PATHS.placeDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'election.place_delete', target: `polling_place:${id}` }, async (trx) => {
      const before = await placeOf(trx, id);
      await deletePollingPlace(trx, id);
      return { before, after: null, result: undefined };
    });
    return done(T.deleted);
  });
};
export default electionContents;
