import { ADMIN_CONTENT_PATHS, AdminCategoryResponse, AdminSavedResponse, CategorySaveBody, ErrorResponses, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TEXT } from '../../../site/content-admin-text';
import { findCategory } from '../content-queries';
import { insertCategory, listCategoriesForStaff, updateCategory } from '../content-editing-queries';
import { ApiFailure } from '../../../http/api-failure';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

/** Content categories (spec 3's content types): list, create, rename (and retype, and how many show on home). */
const categories: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_CONTENT_PATHS.categoryList, { schema: { body: NoInput, response: { 200: AdminCategoryResponse, ...ErrorResponses } } }, async () => ({
    categories: await listCategoriesForStaff(app.db),
  }));

  app.post(ADMIN_CONTENT_PATHS.categorySave, { schema: { body: CategorySaveBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { id, ...values } = request.body;
    const trimmed = { ...values, name: values.name.trim() };
    const savedId = await auditedChange(contextOf(request), { action: id ? 'content.category_update' : 'content.category_create', target: `category:${id ?? 'new'}` }, async (trx) => {
      if (id === undefined) {
        const created = await insertCategory(trx, trimmed);
        return { before: null, after: { id: created, ...trimmed }, result: created };
      }
      const before = await findCategory(trx, id);
      if (!before) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.categoryNotFound);
      await updateCategory(trx, id, trimmed);
      return { before, after: { id, ...trimmed }, result: id };
    });
    return { rc_code: '1' as const, rc_des: CONTENT_TEXT.saved, id: savedId };
  });
};
export default categories;
