import type { SiteInfo } from '@coop/contract';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';

/** The cooperative's identity as every page shows it, and the reCAPTCHA widget where the operator configured one. */
export async function siteInfo(context: DomainContext): Promise<SiteInfo> {
  const { recaptchaSiteKey, recaptchaScriptUrl } = context.config;
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  return recaptchaSiteKey ? { ...site, recaptcha: { site_key: recaptchaSiteKey, script_url: recaptchaScriptUrl } } : site;
}
