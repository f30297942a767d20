import type { AdminMenuResponse, AdminSavedResponse, MenuSaveBody, MoveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { deleteMenuItem, findMenuItem, insertMenuItem, listMenuForStaff, listSubMenuItemsOf, moveMenuItem, updateMenuItem } from './menu-editing-queries';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.menuNotFound);

/** The public menu as staff edit it (spec 2.2, list_manu), hidden items too. An item's `seq` is its id here. */
export const staffMenu = (context: DomainContext): Promise<AdminMenuResponse> => listMenuForStaff(context.db);

/** A menu item; without `seq` a new one. */
export async function saveMenuItem(context: DomainContext, body: MenuSaveBody): Promise<AdminSavedResponse> {
  const { seq, ...values } = body;
  const id = await auditedChange(context, { action: seq ? 'content.menu_update' : 'content.menu_create', target: `menu:${seq ?? 'new'}` }, async (trx) => {
    if (seq === undefined) {
      const created = await insertMenuItem(trx, values);
      return { before: null, after: { seq: created, ...values }, result: created };
    }
    const before = await findMenuItem(trx, seq);
    if (!before) throw notFound();
    await updateMenuItem(trx, seq, values);
    return { before, after: { seq, ...values }, result: seq };
  });
  return adminSaved(CONTENT_TEXT.saved, id);
}

/** Moves a menu item one place; its `seq`, which is its id, changes, and the answer names the new one. */
export async function moveMenuItemOnce(context: DomainContext, body: MoveBody): Promise<AdminSavedResponse> {
  const { id, direction } = body;
  const seq = await auditedChange(context, { action: 'content.menu_move', target: `menu:${id}` }, async (trx) => {
    if (!(await findMenuItem(trx, id))) throw notFound();
    const moved = await moveMenuItem(trx, id, direction);
    if (moved === undefined) throw new ApiFailure(409, 'CANNOT_MOVE', CONTENT_TEXT.cannotMove);
    return { before: { seq: id }, after: { seq: moved }, result: moved };
  });
  return adminSaved(CONTENT_TEXT.moved, seq);
}

/** Deletes a menu item with its sub-items; the audit entry keeps what they were. */
export async function removeMenuItem(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'content.menu_delete', target: `menu:${id}` }, async (trx) => {
    const before = await findMenuItem(trx, id);
    if (!before) throw notFound();
    const subItems = await listSubMenuItemsOf(trx, id);
    await deleteMenuItem(trx, id);
    return { before: { ...before, sub_items: subItems }, after: null, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.deleted);
}
