import { ADMIN_CONTENT_PATHS, type IdBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONTENT_QUERIES } from './admin-content-keys';

/** Deletes a sub-item. */
export const useDeleteSubMenuItem = () => useConsoleChange<IdBody>({ path: ADMIN_CONTENT_PATHS.subMenuDelete, invalidates: CONTENT_QUERIES });
