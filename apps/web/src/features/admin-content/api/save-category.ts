import { ADMIN_CONTENT_PATHS, type CategorySaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Creates a category (no id) or renames one. */
export const useSaveCategory = () => useConsoleChange<CategorySaveBody>({ path: ADMIN_CONTENT_PATHS.categorySave, invalidates: CONTENT_QUERIES });
