import { adminContentEndpoints, type ItemSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Creates a content item (no id) or changes one; the server sanitises the body. */
export const useSaveItem = () => useEndpointChange(adminContentEndpoints.adminItemSave, { input: (body: ItemSaveBody) => ({ body }), invalidates: CONTENT_QUERIES });
