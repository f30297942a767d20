import { adminContentEndpoints, type CategorySaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Creates a category (no id) or renames one. */
export const useSaveCategory = () => useEndpointChange(adminContentEndpoints.adminCategorySave, { input: (body: CategorySaveBody) => ({ body }), invalidates: CONTENT_QUERIES });
