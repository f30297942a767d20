import { ADMIN_SITE_PATHS, type SitePageSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Saves a page; `raise_version` for a new meaning, not for a typo. */
export const useSaveSitePage = () => useSiteChange<SitePageSaveBody>(ADMIN_SITE_PATHS.pageSave);
