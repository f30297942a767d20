import { ADMIN_SITE_PATHS, type SiteConfigSaveBody } from '@coop/contract';
import { useSiteChange } from './use-site-change';

/** Stores the changed keys (`set`) and forgets others (`clear`), so they follow the configuration again. */
export const useSaveSiteConfig = () => useSiteChange<SiteConfigSaveBody>(ADMIN_SITE_PATHS.configSave);
