import { adminContentEndpoints, type SubMenuSaveBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONTENT_QUERIES } from './content-queries';

/** Adds a sub-item under a group (no id) or changes one. */
export const useSaveSubMenuItem = () => useEndpointChange(adminContentEndpoints.adminSubMenuSave, { input: (body: SubMenuSaveBody) => ({ body }), invalidates: CONTENT_QUERIES });
