import { ADMIN_CONTENT_PATHS, AdminMenuResponse, AdminSavedResponse, ErrorResponses, IdBody, MenuSaveBody, MoveBody, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import {
  deleteMenuItem,
  findMenuItem,
  insertMenuItem,
  listMenuForStaff,
  listSubMenuItemsOf,
  moveMenuItem,
  updateMenuItem,
} from '../menu-editing-queries';
import { ApiFailure } from '../../../http/api-failure';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.menuNotFound);
const saved = { 200: AdminSavedResponse, ...ErrorResponses };

/** The public menu (spec 2.2, list_manu): list, add, edit, hide, move, delete. An item's `seq` is its id here. */
const menu: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.menuList, { schema: { body: NoInput, response: { 200: AdminMenuResponse, ...ErrorResponses } } }, async () =>
    listMenuForStaff(app.db),
  );

  app.post(ADMIN_CONTENT_PATHS.menuSave, { schema: { body: MenuSaveBody, response: saved } }, async (request) => {
    const { seq, ...values } = request.body;
    const id = await auditedChange(contextOf(request), { action: seq ? 'content.menu_update' : 'content.menu_create', target: `menu:${seq ?? 'new'}` }, async (trx) => {
      if (seq === undefined) {
        const created = await insertMenuItem(trx, values);
        return { before: null, after: { seq: created, ...values }, result: created };
      }
      const before = await findMenuItem(trx, seq);
      if (!before) throw notFound();
      await updateMenuItem(trx, seq, values);
      return { before, after: { seq, ...values }, result: seq };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.saved, id };
  });

  app.post(ADMIN_CONTENT_PATHS.menuMove, { schema: { body: MoveBody, response: saved } }, async (request) => {
    const { id, direction } = request.body;
    const seq = await auditedChange(contextOf(request), { action: 'content.menu_move', target: `menu:${id}` }, async (trx) => {
      if (!(await findMenuItem(trx, id))) throw notFound();
      const moved = await moveMenuItem(trx, id, direction);
      if (moved === undefined) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
      return { before: { seq: id }, after: { seq: moved }, result: moved };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.moved, id: seq };
  });

  app.post(ADMIN_CONTENT_PATHS.menuDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'content.menu_delete', target: `menu:${id}` }, async (trx) => {
      const before = await findMenuItem(trx, id);
      if (!before) throw notFound();
      const subItems = await listSubMenuItemsOf(trx, id);
      await deleteMenuItem(trx, id);
      return { before: { ...before, sub_items: subItems }, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.deleted };
  });
};
export default menu;
