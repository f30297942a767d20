import { ADMIN_CONTENT_PATHS, AdminMarqueeResponse, AdminSavedResponse, ErrorResponses, IdBody, MarqueeSaveBody, MoveBody, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import {
  deleteMarqueeNote,
  findMarqueeNote,
  insertMarqueeNote,
  listMarqueeForStaff,
  moveMarqueeNote,
  updateMarqueeNote,
} from '../menu-editing-queries';
import { ApiFailure } from '../../../http/api-failure';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.marqueeNotFound);
const saved = { 200: AdminSavedResponse, ...ErrorResponses };

/** Marquee notes (spec 2.2: the band shows the first active one): list, add, edit, switch off, move, delete. */
const marquee: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.marqueeList, { schema: { body: NoInput, response: { 200: AdminMarqueeResponse, ...ErrorResponses } } }, async () => ({
    notes: await listMarqueeForStaff(app.db),
  }));

  app.post(ADMIN_CONTENT_PATHS.marqueeSave, { schema: { body: MarqueeSaveBody, response: saved } }, async (request) => {
    const { id, note, active } = request.body;
    const values = { note: note.trim(), active };
    const savedId = await auditedChange(contextOf(request), { action: id ? 'content.marquee_update' : 'content.marquee_create', target: `marquee:${id ?? 'new'}` }, async (trx) => {
      if (id === undefined) {
        const created = await insertMarqueeNote(trx, values);
        return { before: null, after: { id: created, ...values }, result: created };
      }
      const before = await findMarqueeNote(trx, id);
      if (!before) throw notFound();
      await updateMarqueeNote(trx, id, values);
      return { before, after: { id, ...values }, result: id };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.saved, id: savedId };
  });

  app.post(ADMIN_CONTENT_PATHS.marqueeMove, { schema: { body: MoveBody, response: saved } }, async (request) => {
    const { id, direction } = request.body;
    await auditedChange(contextOf(request), { action: 'content.marquee_move', target: `marquee:${id}` }, async (trx) => {
      const before = await findMarqueeNote(trx, id);
      if (!before) throw notFound();
      if (!(await moveMarqueeNote(trx, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
      return { before: { seq: before.seq }, after: { direction }, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.moved };
  });

  app.post(ADMIN_CONTENT_PATHS.marqueeDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'content.marquee_delete', target: `marquee:${id}` }, async (trx) => {
      const before = await findMarqueeNote(trx, id);
      if (!before) throw notFound();
      await deleteMarqueeNote(trx, id);
      return { before, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.deleted };
  });
};
export default marquee;
