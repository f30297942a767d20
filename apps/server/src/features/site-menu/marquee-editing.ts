import type { AdminMarqueeResponse, AdminSavedResponse, MarqueeSaveBody, MoveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { deleteMarqueeNote, findMarqueeNote, insertMarqueeNote, listMarqueeForStaff, moveMarqueeNote, updateMarqueeNote } from './menu-editing-queries';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.marqueeNotFound);

/** Every marquee note in order, switched-off ones too (spec 2.2: the band shows the first active one). */
export async function staffMarquee(context: DomainContext): Promise<AdminMarqueeResponse> {
  return { notes: await listMarqueeForStaff(context.db) };
}

/** A marquee note; without an id a new one, placed last. */
export async function saveMarqueeNote(context: DomainContext, body: MarqueeSaveBody): Promise<AdminSavedResponse> {
  const { id, note, active } = body;
  const values = { note: note.trim(), active };
  const savedId = await auditedChange(context, { action: id ? 'content.marquee_update' : 'content.marquee_create', target: `marquee:${id ?? 'new'}` }, async (trx) => {
    if (id === undefined) {
      const created = await insertMarqueeNote(trx, values);
      return { before: null, after: { id: created, ...values }, result: created };
    }
    const before = await findMarqueeNote(trx, id);
    if (!before) throw notFound();
    await updateMarqueeNote(trx, id, values);
    return { before, after: { id, ...values }, result: id };
  });
  return adminSaved(CONTENT_TEXT.saved, savedId);
}

/** Moves a marquee note one place. */
export async function moveMarqueeNoteOnce(context: DomainContext, body: MoveBody): Promise<AdminSavedResponse> {
  const { id, direction } = body;
  await auditedChange(context, { action: 'content.marquee_move', target: `marquee:${id}` }, async (trx) => {
    const before = await findMarqueeNote(trx, id);
    if (!before) throw notFound();
    if (!(await moveMarqueeNote(trx, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
    return { before: { seq: before.seq }, after: { direction }, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.moved);
}

/** Deletes a marquee note; the audit entry keeps what it was. */
export async function removeMarqueeNote(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'content.marquee_delete', target: `marquee:${id}` }, async (trx) => {
    const before = await findMarqueeNote(trx, id);
    if (!before) throw notFound();
    await deleteMarqueeNote(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.deleted);
}
