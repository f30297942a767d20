import type { AdminItemListBody, AdminItemListResponse, AdminItemResponse, AdminSavedResponse, ItemSaveBody, PreviewResponse } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { deleteItem, findItemForStaff, insertItem, listItemsForStaff, updateItem } from './content-editing-queries';
import { findCategory } from './content-queries';
import { fileIcon } from './content-view';
import { plainToRichText, richTextToPlain, sanitizeRichText } from './rich-text';

const PAGE_SIZE = 20;
const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.itemNotFound);

/** One page of the items (news and the other types of spec 3), by category and words, unpublished ones too. */
export async function staffItemPage(context: DomainContext, body: AdminItemListBody): Promise<AdminItemListResponse> {
  const page = body.page ?? 1;
  const { total, items } = await listItemsForStaff(
    context.db,
    { categoryId: body.category_id, search: body.search },
    { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  );
  return { items, page, page_size: PAGE_SIZE, total, total_pages: Math.ceil(total / PAGE_SIZE) };
}

/** An item as the editor opens it; a plain-text body from before the console becomes the HTML it starts from. */
export async function staffItem(context: DomainContext, id: number): Promise<AdminItemResponse> {
  const item = await findItemForStaff(context.db, id);
  if (!item) throw notFound();
  const { body, body_html, published_at, attachments, ...rest } = item;
  return {
    item: {
      ...rest,
      body_html: body_html ?? plainToRichText(body),
      published_at: published_at.toISOString(),
      attachments: attachments.map((a) => ({ ...a, icon: fileIcon(a.path) })),
    },
  };
}

/** The body as it would be stored and shown: the preview runs the same sanitiser as saving, so it cannot differ. */
export const previewItemBody = (bodyHtml: string): PreviewResponse => ({ body_html: sanitizeRichText(bodyHtml) });

/** An item with its attachments; without an id a new one. */
export async function saveItem(context: DomainContext, body: ItemSaveBody): Promise<AdminSavedResponse> {
  const { id, attachments, body_html: written, ...fields } = body;
  // sanitised on the way in: only this HTML is ever stored, and the public page shows only what is stored
  const bodyHtml = sanitizeRichText(written);
  const plain = richTextToPlain(bodyHtml);
  if (plain === '' && !bodyHtml.includes('<img')) throw new ApiFailure(400, 'EMPTY_BODY', CONTENT_TEXT.emptyBody);
  const values = { ...fields, title: fields.title.trim(), body: plain, body_html: bodyHtml, published_at: new Date(fields.published_at) };
  const savedId = await auditedChange(context, { action: id ? 'content.item_update' : 'content.item_create', target: `item:${id ?? 'new'}` }, async (trx) => {
    if (!(await findCategory(trx, values.category_id))) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.categoryNotFound);
    const after = { ...values, attachments };
    if (id === undefined) {
      const created = await insertItem(trx, values, attachments, context.now());
      return { before: null, after: { id: created, ...after }, result: created };
    }
    const before = await findItemForStaff(trx, id);
    if (!before) throw notFound();
    await updateItem(trx, id, values, attachments, context.now());
    return { before, after: { id, ...after }, result: id };
  });
  return adminSaved(CONTENT_TEXT.saved, savedId);
}

/** Deletes an item; the audit entry keeps what it was. */
export async function removeItem(context: DomainContext, id: number): Promise<AdminSavedResponse> {
  await auditedChange(context, { action: 'content.item_delete', target: `item:${id}` }, async (trx) => {
    const before = await findItemForStaff(trx, id);
    if (!before) throw notFound();
    await deleteItem(trx, id);
    return { before, after: null, result: undefined };
  });
  return adminSaved(CONTENT_TEXT.deleted);
}
