import fs from 'node:fs/promises';
import path from 'node:path';
import { type AdminSavedResponse, type CandidateSaveBody, UPLOADED_PICTURE_PATTERN } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT as T } from '../../site/site-admin-text';
import { candidateNumberTaken, deleteCandidate, insertCandidate, updateCandidate } from './election-editing-queries';
import { candidateOf, electionOf, positionOf } from './election-lookups';

/** A picture the console's content upload stored (checked by content and re-encoded there). */
const UPLOADED_PICTURE = new RegExp(UPLOADED_PICTURE_PATTERN);

/**
 * A candidate of a position: ballot number (unique in the position), name, profile, photo, and the votes and who was
 * elected, which exist only once the voting is over. Without an id a new one.
 */
export async function saveCandidate(context: DomainContext, body: CandidateSaveBody): Promise<AdminSavedResponse> {
  const { id, position_id: positionId, ...fields } = body;
  const values = {
    number: fields.number,
    name: fields.name.trim(),
    profile: fields.profile.replace(/\r\n?/g, '\n').trim(),
    photo: fields.photo,
    votes: fields.votes,
    elected: fields.elected,
  };
  const savedId = await auditedChange(context, { action: id ? 'election.candidate_update' : 'election.candidate_create', target: `election_candidate:${id ?? 'new'}` }, async (trx) => {
    const position = await positionOf(trx, positionId);
    const before = id === undefined ? undefined : await candidateOf(trx, id);
    if (before && before.position_id !== positionId) throw new ApiFailure(404, 'NOT_FOUND', T.candidateNotFound);
    // votes and who was elected exist only once the voting is over; the public page shows them from the results time
    if (values.votes !== null || values.elected) {
      const election = await electionOf(trx, position.election_id);
      if (context.now() < election.voting_ends_at) throw new ApiFailure(400, 'VOTES_TOO_EARLY', T.votesTooEarly);
    }
    // a photo is the candidate's current one, or a picture this server stored: the path alone proves nothing
    if (values.photo !== null && values.photo !== before?.photo) {
      const stored =
        UPLOADED_PICTURE.test(values.photo) &&
        (await fs.access(path.join(context.config.dataDir, 'mediafiles', 'content', path.basename(values.photo))).then(
          () => true,
          () => false,
        ));
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
  return adminSaved(T.saved, savedId);
}

/** Deletes a candidate; the audit entry keeps what it was. */
export async function removeCandidate(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'election.candidate_delete', target: `election_candidate:${id}` }, async (trx) => {
    const before = await candidateOf(trx, id);
    await deleteCandidate(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(T.deleted);
}
