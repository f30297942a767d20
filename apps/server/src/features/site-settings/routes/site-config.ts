import { ErrorResponses, INFO_PATHS, SiteInfo } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readSiteConfig } from '../../../db/repositories/site-config-repository';

const siteConfig: FastifyPluginAsyncTypebox = async (app) => {
  const { recaptchaSiteKey, recaptchaScriptUrl } = app.config;
  const recaptcha = recaptchaSiteKey ? { site_key: recaptchaSiteKey, script_url: recaptchaScriptUrl } : undefined;
  app.get(INFO_PATHS.site, { schema: { response: { 200: SiteInfo, ...ErrorResponses } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const site = await readSiteConfig(app.db, app.siteDefaults.site);
    return recaptcha ? { ...site, recaptcha } : site;
  });
};
export default siteConfig;
