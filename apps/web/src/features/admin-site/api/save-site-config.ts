import { ADMIN_SITE_PATHS, type SiteConfigSaveBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { SITE_QUERIES } from './admin-site-keys';

/** Stores the changed keys (`set`) and forgets others (`clear`), so they follow the configuration again. */
export const useSaveSiteConfig = () => useConsoleChange<SiteConfigSaveBody>({ path: ADMIN_SITE_PATHS.configSave, invalidates: SITE_QUERIES });
