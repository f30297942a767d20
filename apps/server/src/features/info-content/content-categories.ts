import type { AdminCategoryResponse, AdminSavedResponse, CategorySaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { CONTENT_TEXT } from '../../site/content-admin-text';
import { insertCategory, listCategoriesForStaff, updateCategory } from './content-editing-queries';
import { findCategory } from './content-queries';

/** Content categories (spec 3's content types) with how many items each holds. */
export async function staffCategories(context: DomainContext): Promise<AdminCategoryResponse> {
  return { categories: await listCategoriesForStaff(context.db) };
}

/** A category's name, type and how many of its items show on home; without an id a new one. */
export async function saveCategory(context: DomainContext, body: CategorySaveBody): Promise<AdminSavedResponse> {
  const { id, ...values } = body;
  const trimmed = { ...values, name: values.name.trim(), background: values.background ?? null };
  const savedId = await auditedChange(context, { action: id ? 'content.category_update' : 'content.category_create', target: `category:${id ?? 'new'}` }, async (trx) => {
    if (id === undefined) {
      const created = await insertCategory(trx, trimmed);
      return { before: null, after: { id: created, ...trimmed }, result: created };
    }
    const before = await findCategory(trx, id);
    if (!before) throw new ApiFailure(404, 'NOT_FOUND', CONTENT_TEXT.categoryNotFound);
    await updateCategory(trx, id, trimmed);
    return { before, after: { id, ...trimmed }, result: id };
  });
  return adminSaved(CONTENT_TEXT.saved, savedId);
}
