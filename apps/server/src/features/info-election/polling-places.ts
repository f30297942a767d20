import type { AdminSavedResponse, MoveBody, PlaceSaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT as T } from '../../site/site-admin-text';
import { deletePollingPlace, insertPollingPlace, movePollingPlace, updatePollingPlace } from './election-editing-queries';
import { electionOf, placeOf } from './election-lookups';

/** A polling place of an election (name, address, date, hours); without an id a new one, placed last. */
export async function savePlace(context: DomainContext, body: PlaceSaveBody): Promise<AdminSavedResponse> {
  const { id, election_id: electionId, ...fields } = body;
  const values = { ...fields, name: fields.name.trim(), address: fields.address.trim() };
  if (values.closes_at <= values.opens_at) throw new ApiFailure(400, 'HOURS_ORDER', T.hoursOrder);
  const savedId = await auditedChange(context, { action: id ? 'election.place_update' : 'election.place_create', target: `polling_place:${id ?? 'new'}` }, async (trx) => {
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
  return adminSaved(T.saved, savedId);
}

/** Moves a polling place one place up or down in its election. */
export async function movePlaceOnce(context: DomainContext, body: MoveBody): Promise<AdminSavedResponse> {
  const { id, direction } = body;
  await auditedChange(context, { action: 'election.place_move', target: `polling_place:${id}` }, async (trx) => {
    const before = await placeOf(trx, id);
    if (!(await movePollingPlace(trx, before.election_id, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', T.cannotMove);
    return { before: { seq: before.seq }, after: { direction }, result: undefined };
  });
  return adminSaved(T.moved);
}

/** Deletes a polling place; the audit entry keeps what it was. */
export async function removePlace(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'election.place_delete', target: `polling_place:${id}` }, async (trx) => {
    const before = await placeOf(trx, id);
    await deletePollingPlace(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(T.deleted);
}
