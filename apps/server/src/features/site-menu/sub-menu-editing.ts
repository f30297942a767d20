import type { AdminSavedResponse, MoveBody, SubMenuSaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { deleteSubMenuItem, findMenuItem, findSubMenuItem, insertSubMenuItem, moveSubMenuItem, updateSubMenuItem } from './menu-editing-queries';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.subMenuNotFound);

/** Sub-items hang under a menu item that opens a group (spec 2.2: is_parent, manu_id = the parent's seq). */
async function checkParent(trx: Db, seq: number): Promise<void> {
  const parent = await findMenuItem(trx, seq);
  if (!parent) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.menuNotFound);
  if (!parent.is_parent) throw new ApiFailure(400, 'NOT_A_GROUP', CONTENT_TEXT.parentNotGroup);
}

/** A sub-menu item (spec 2.2, list_sub_manu); without an id a new one, placed last in its group. */
export async function saveSubMenuItem(context: DomainContext, body: SubMenuSaveBody): Promise<AdminSavedResponse> {
  const { id, ...values } = body;
  const savedId = await auditedChange(context, { action: id ? 'content.submenu_update' : 'content.submenu_create', target: `submenu:${id ?? 'new'}` }, async (trx) => {
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
  return adminSaved(CONTENT_TEXT.saved, savedId);
}

/** Moves a sub-menu item one place within its group. */
export async function moveSubMenuItemOnce(context: DomainContext, body: MoveBody): Promise<AdminSavedResponse> {
  const { id, direction } = body;
  await auditedChange(context, { action: 'content.submenu_move', target: `submenu:${id}` }, async (trx) => {
    const before = await findSubMenuItem(trx, id);
    if (!before) throw notFound();
    if (!(await moveSubMenuItem(trx, id, direction))) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
    return { before: { seq: before.seq }, after: { direction }, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.moved);
}

/** Deletes a sub-menu item; the audit entry keeps what it was. */
export async function removeSubMenuItem(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'content.submenu_delete', target: `submenu:${id}` }, async (trx) => {
    const before = await findSubMenuItem(trx, id);
    if (!before) throw notFound();
    await deleteSubMenuItem(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.deleted);
}
