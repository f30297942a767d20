import { adminContentEndpoints, type MenuSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Adds a menu item (no seq) or changes one. */
export const useSaveMenuItem = () => useEndpointChange(adminContentEndpoints.adminMenuSave, { input: (body: MenuSaveBody) => ({ body }), invalidates: CONTENT_QUERIES });
