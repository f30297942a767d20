import type { SiteConfig } from '@coop/contract';
import { type SiteLogo, loadSiteLogo } from './site-logo';
import { type SiteSettings, readSiteSettings } from './site-settings';

/** What the site shows wherever staff have set nothing (the database's `site_config` rows win, key by key). */
export interface SiteDefaults {
  site: SiteConfig;
  /** The configured logo file, served at `site.logo_url`; undefined when the shipped logo is used. */
  logo: SiteLogo | undefined;
}

/** The logo shipped with the web app (apps/web/public/images/logo.svg), also its favicon. */
export const SHIPPED_LOGO_URL = '/images/logo.svg';

/**
 * The neutral identity under the operator's settings, so the site is complete on a new database: a generic Thai
 * name, the lines derived from it, and no contacts (the pages leave out what is empty) rather than made-up ones.
 */
export function siteDefaults(settings: SiteSettings, logoUrl = SHIPPED_LOGO_URL): SiteConfig {
  const name = settings.coop_name_th ?? 'สหกรณ์ออมทรัพย์';
  return {
    coop_name_th: name,
    coop_name_en: 'Savings and Credit Cooperative',
    logo_url: logoUrl,
    head_office_name: `สำนักงานใหญ่ ${name}`,
    address: '',
    phones: [],
    fax_extensions: [],
    military_lines: [],
    email: '',
    facebook_url: '',
    line_url: '',
    vendor_credit: 'พัฒนาโดยทีมพัฒนาระบบสหกรณ์',
    welcome_text: `ยินดีต้อนรับสู่เว็บไซต์${name}`,
    // spec 2.2 applies the filter; COOP_GRAYSCALE=0 lifts it
    grayscale: true,
    ...settings,
  };
}

/** Nothing configured: the neutral identity and the shipped logo. */
export const UNCONFIGURED_SITE: SiteDefaults = { site: siteDefaults({}), logo: undefined };

/** Reads SITE_CONFIG_FILE and the COOP_* variables and loads the logo; throws one error naming every problem. */
export async function loadSiteDefaults(env: NodeJS.ProcessEnv): Promise<SiteDefaults> {
  const settings = readSiteSettings(env);
  const logo = settings.logoFile ? await loadSiteLogo(settings.logoFile) : undefined;
  return { site: siteDefaults(settings.values, logo?.url), logo };
}
