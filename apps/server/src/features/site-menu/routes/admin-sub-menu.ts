import { ADMIN_CONTENT_PATHS, AdminSavedResponse, ErrorResponses, IdBody, MoveBody, SubMenuSaveBody } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import type { Db } from '../../../db/database';
import {
  deleteSubMenuItem,
  findMenuItem,
  findSubMenuItem,
  insertSubMenuItem,
  moveSubMenuItem,
  updateSubMenuItem,
} from '../menu-editing-queries';
import { ApiFailure } from '../../../http/api-failure';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.subMenuNotFound);
const saved = { 200: AdminSavedResponse, ...ErrorResponses };

/** Sub-items hang under a menu item that opens a group (spec 2.2: is_parent, manu_id = the parent's seq). */
async function checkParent(trx: Db, seq: number): Promise<void> {
  const parent = await findMenuItem(trx, seq);
  if (!parent) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.menuNotFound);
  if (!parent.is_parent) throw new ApiFailure(400, 'NOT_A_GROUP', CONTENT_TEXT.parentNotGroup);
}

/** Sub-menus (spec 2.2, list_sub_manu): add, edit, move within their group, delete. */
const subMenu: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.subMenuSave, { schema: { body: SubMenuSaveBody, response: saved } }, async (request) => {
    const { id, ...values } = request.body;
    const savedId = await auditedChange(contextOf(request), { action: id ? 'content.submenu_update' : 'content.submenu_create', target: `submenu:${id ?? 'new'}` }, async (trx) => {
      await checkParent(trx, values.manu_id);
      if (id === undefined) {
        const created = await insertSubMenuItem(trx, values);
        return { before: null, after: { id: created, ...values }, result: created };
      }
      const before = await findSubMenuItem(trx, id);
      if (!before) throw notFound();
      await updateSubMenuItem(trx, id, values, before.manu_id !== values.manu_id);
      return { before, after: { id, ...values }, result: id };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.saved, id: savedId };
  });

  app.post(ADMIN_CONTENT_PATHS.subMenuMove, { schema: { body: MoveBody, response: saved } }, async (request) => {
    const { id, direction } = request.body;
    await auditedChange(contextOf(request), { action: 'content.submenu_move', target: `submenu:${id}` }, async (trx) => {
      const before = await findSubMenuItem(trx, id);
      if (!before) throw notFound();
      if (!(await moveSubMenuItem(trx, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
      return { before: { seq: before.seq }, after: { direction }, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.moved };
  });

  app.post(ADMIN_CONTENT_PATHS.subMenuDelete, { schema: { body: IdBody, response: saved } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'content.submenu_delete', target: `submenu:${id}` }, async (trx) => {
      const before = await findSubMenuItem(trx, id);
      if (!before) throw notFound();
      await deleteSubMenuItem(trx, id);
      return { before, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.deleted };
  });
};
export default subMenu;
