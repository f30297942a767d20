import { ADMIN_CONTENT_PATHS, type CategorySaveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Creates a category (no id) or renames one. */
export const useSaveCategory = () => useContentChange<CategorySaveBody>(ADMIN_CONTENT_PATHS.categorySave);
