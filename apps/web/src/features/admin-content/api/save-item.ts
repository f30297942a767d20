import { ADMIN_CONTENT_PATHS, type AdminSavedResponse, type ItemSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Creates a content item (no id) or changes one; the server sanitises the body. */
export const useSaveItem = () => useConsoleChange<ItemSaveBody, AdminSavedResponse>({ path: ADMIN_CONTENT_PATHS.itemSave, invalidates: CONTENT_QUERIES });
