import { ADMIN_SITE_PATHS, type SitePageSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Saves a page; `raise_version` for a new meaning, not for a typo. */
export const useSaveSitePage = () => useConsoleChange<SitePageSaveBody>({ path: ADMIN_SITE_PATHS.pageSave, invalidates: SITE_QUERIES });
