import {
  ADMIN_CONTENT_PATHS,
  AdminItemListBody,
  AdminItemListResponse,
  AdminItemResponse,
  AdminSavedResponse,
  ErrorResponses,
  IdBody,
  ItemSaveBody,
} from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import { plainToRichText, richTextToPlain, sanitizeRichText } from '../rich-text';
import { findCategory } from '../content-queries';
import { deleteItem, findItemForStaff, insertItem, listItemsForStaff, updateItem } from '../content-editing-queries';
import { ApiFailure } from '../../../http/api-failure';
import { fileIcon } from './content-view';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const PAGE_SIZE = 20;
const notFound = () => new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.itemNotFound);

/** Content items (news and the other types of spec 3): list with search and paging, read, save, delete. */
const items: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.itemList, { schema: { body: AdminItemListBody, response: { 200: AdminItemListResponse, ...ErrorResponses } } }, async (request) => {
    const page = request.body.page ?? 1;
    const { total, items: rows } = await listItemsForStaff(
      app.db,
      { categoryId: request.body.category_id, search: request.body.search },
      { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    );
    return { items: rows, page, page_size: PAGE_SIZE, total, total_pages: Math.ceil(total / PAGE_SIZE) };
  });

  app.post(ADMIN_CONTENT_PATHS.itemGet, { schema: { body: IdBody, response: { 200: AdminItemResponse, ...ErrorResponses } } }, async (request) => {
    const item = await findItemForStaff(app.db, request.body.id);
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
  });

  app.post(ADMIN_CONTENT_PATHS.itemSave, { schema: { body: ItemSaveBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { id, attachments, body_html: written, ...fields } = request.body;
    // sanitised on the way in: only this HTML is ever stored, and the public page shows only what is stored
    const bodyHtml = sanitizeRichText(written);
    const body = richTextToPlain(bodyHtml);
    if (body === '' && !bodyHtml.includes('<img')) throw new ApiFailure(400, 'EMPTY_BODY', CONTENT_TEXT.emptyBody);
    const values = { ...fields, title: fields.title.trim(), body, body_html: bodyHtml, published_at: new Date(fields.published_at) };
    const savedId = await auditedChange(contextOf(request), { action: id ? 'content.item_update' : 'content.item_create', target: `item:${id ?? 'new'}` }, async (trx) => {
      if (!(await findCategory(trx, values.category_id))) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.categoryNotFound);
      const after = { ...values, attachments };
      if (id === undefined) {
        const created = await insertItem(trx, values, attachments, app.now());
        return { before: null, after: { id: created, ...after }, result: created };
      }
      const before = await findItemForStaff(trx, id);
      if (!before) throw notFound();
      await updateItem(trx, id, values, attachments, app.now());
      return { before, after: { id, ...after }, result: id };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.saved, id: savedId };
  });

  app.post(ADMIN_CONTENT_PATHS.itemDelete, { schema: { body: IdBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { id } = request.body;
    await auditedChange(contextOf(request), { action: 'content.item_delete', target: `item:${id}` }, async (trx) => {
      const before = await findItemForStaff(trx, id);
      if (!before) throw notFound();
      await deleteItem(trx, id);
      return { before, after: null, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.deleted };
  });
};
export default items;
