import { ADMIN_CONTENT_PATHS, type ItemSaveBody } from '@coop/contract';
import { useContentChange } from './use-content-change';

/** Creates a content item (no id) or changes one; the server sanitises the body. */
export const useSaveItem = () => useContentChange<ItemSaveBody>(ADMIN_CONTENT_PATHS.itemSave);
