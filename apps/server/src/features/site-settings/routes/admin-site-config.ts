import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_SITE_PATHS, AdminSavedResponse, AdminSiteConfigResponse, ErrorResponses, NoInput, SITE_CONFIG_KEYS, SiteConfigSaveBody, type SiteConfigValues } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  forgetSiteValues,
  readDocumentSignatures,
  readPromptPayBillerId,
  readSiteConfig,
  readStoredSiteValues,
  storeSiteValues,
} from '../../../db/repositories/site-config-repository';
import { ApiFailure } from '../../../http/api-failure';
import { identityFile } from '../../../site/identity-images';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Text as staff typed it, without the spaces around it; lists without empty entries' spaces either. */
function tidy(values: Partial<SiteConfigValues>): Partial<SiteConfigValues> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (typeof value === 'string') return [key, value.trim()];
      if (Array.isArray(value)) return [key, value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v))];
      return [key, value];
    }),
  );
}

/**
 * The site configuration (admins only): the names, logo, footer contacts, welcome text, grayscale, the documents'
 * signatures and the PromptPay biller ID. Each value staff store wins over the operator's configuration, key by key
 * (decision 016); forgetting it lets the configuration show again (decision 032).
 */
const siteConfig: FastifyPluginAsyncTypebox = async (app) => {
  const signatureDir = path.join(app.config.assetsDir, 'signatures');

  app.post(ADMIN_SITE_PATHS.configGet, { schema: { body: NoInput, response: { 200: AdminSiteConfigResponse, ...ErrorResponses } } }, async () => {
    const [stored, site, signatures, billerId, shipped] = await Promise.all([
      readStoredSiteValues(app.db),
      readSiteConfig(app.db, app.siteDefaults.site),
      readDocumentSignatures(app.db),
      readPromptPayBillerId(app.db, app.config.promptPayBillerId),
      fs.readdir(signatureDir).catch(() => [] as string[]),
    ]);
    return {
      effective: { ...site, document_signatures: signatures, promptpay_biller_id: billerId ?? null },
      stored: SITE_CONFIG_KEYS.filter((key) => Object.hasOwn(stored, key)),
      configured: { ...app.siteDefaults.site, promptpay_biller_id: app.config.promptPayBillerId ?? null },
      shipped_signatures: shipped.filter((name) => /^[a-z0-9-]{1,40}\.svg$/.test(name)).sort(),
    };
  });

  app.post(ADMIN_SITE_PATHS.configSave, { schema: { body: SiteConfigSaveBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const set = tidy(request.body.set);
    const clear = request.body.clear;
    const setKeys = Object.keys(set);
    if (setKeys.length === 0 && clear.length === 0) throw new ApiFailure(400, 'NOTHING_TO_SAVE', SITE_ADMIN_TEXT.nothingToSave);
    if (clear.some((key) => setKeys.includes(key))) throw new ApiFailure(400, 'SET_AND_CLEAR', SITE_ADMIN_TEXT.setAndClear);
    // an uploaded picture must be one this server stored: the path alone proves nothing
    if (set.logo_url && !(await exists(identityFile(app.config.dataDir, set.logo_url)))) {
      throw new ApiFailure(400, 'LOGO_MISSING', SITE_ADMIN_TEXT.logoMissing);
    }
    for (const signature of set.document_signatures ?? []) {
      const file = signature.image.startsWith('/') ? identityFile(app.config.dataDir, signature.image) : path.join(signatureDir, signature.image);
      if (!(await exists(file))) throw new ApiFailure(400, 'SIGNATURE_MISSING', SITE_ADMIN_TEXT.signatureMissing);
    }
    const keys = [...setKeys, ...clear];
    await auditedChange(contextOf(request), { action: 'site.config_update', target: `site_config:${keys.join(',')}` }, async (trx) => {
      const stored = await readStoredSiteValues(trx);
      const before = Object.fromEntries(keys.map((key) => [key, Object.hasOwn(stored, key) ? stored[key] : null]));
      await storeSiteValues(trx, set);
      await forgetSiteValues(trx, clear);
      return { before, after: { ...Object.fromEntries(clear.map((key) => [key, null])), ...set }, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.saved };
  });
};
export default siteConfig;
