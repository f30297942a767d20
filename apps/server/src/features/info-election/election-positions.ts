import type { AdminSavedResponse, MoveBody, PositionSaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT as T } from '../../site/site-admin-text';
import { deletePosition, findElectionContents, insertPosition, movePosition, updatePosition } from './election-editing-queries';
import { electionOf, positionOf } from './election-lookups';

/** A position of an election (name, seats); without an id a new one, placed last. */
export async function savePosition(context: DomainContext, body: PositionSaveBody): Promise<AdminSavedResponse> {
  const { id, election_id: electionId, ...fields } = body;
  const values = { name: fields.name.trim(), seats: fields.seats };
  const savedId = await auditedChange(context, { action: id ? 'election.position_update' : 'election.position_create', target: `election_position:${id ?? 'new'}` }, async (trx) => {
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
  return adminSaved(T.saved, savedId);
}

/** Moves a position one place up or down in its election. */
export async function movePositionOnce(context: DomainContext, body: MoveBody): Promise<AdminSavedResponse> {
  const { id, direction } = body;
  await auditedChange(context, { action: 'election.position_move', target: `election_position:${id}` }, async (trx) => {
    const before = await positionOf(trx, id);
    if (!(await movePosition(trx, before.election_id, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', T.cannotMove);
    return { before: { seq: before.seq }, after: { direction }, result: undefined };
  });
  return adminSaved(T.moved);
}

/** Deletes a position with its candidates; the audit entry keeps what they were. */
export async function removePosition(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'election.position_delete', target: `election_position:${id}` }, async (trx) => {
    const before = await positionOf(trx, id);
    const { positions } = await findElectionContents(trx, before.election_id);
    const candidates = positions.find((p) => p.id === id)?.candidates ?? [];
    await deletePosition(trx, id);
    return { before: { ...before, candidates }, after: null, result: undefined };
  });
  return adminSaved(T.deleted);
}
