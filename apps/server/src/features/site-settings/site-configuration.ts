import fs from 'node:fs/promises';
import path from 'node:path';
import { type AdminSavedResponse, type AdminSiteConfigResponse, SITE_CONFIG_KEYS, type SiteConfigSaveBody, type SiteConfigValues } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import {
  forgetSiteValues,
  readDocumentSignatures,
  readPromptPayBillerId,
  readSiteConfig,
  readStoredSiteValues,
  storeSiteValues,
} from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { identityFile } from '../../site/identity-images';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The signatures shipped with the portal, to pick from. */
const signatureDir = (context: DomainContext) => path.join(context.config.assetsDir, 'signatures');

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
 * signatures and the PromptPay biller ID, as the site shows them, as staff stored them and as the operator
 * configured them underneath.
 */
export async function staffSiteConfig(context: DomainContext): Promise<AdminSiteConfigResponse> {
  const { config, siteDefaults } = context;
  const [stored, site, signatures, billerId, shipped] = await Promise.all([
    readStoredSiteValues(context.db),
    readSiteConfig(context.db, siteDefaults.site),
    readDocumentSignatures(context.db),
    readPromptPayBillerId(context.db, config.promptPayBillerId),
    fs.readdir(signatureDir(context)).catch(() => [] as string[]),
  ]);
  return {
    effective: { ...site, document_signatures: signatures, promptpay_biller_id: billerId ?? null },
    stored: SITE_CONFIG_KEYS.filter((key) => Object.hasOwn(stored, key)),
    configured: { ...siteDefaults.site, promptpay_biller_id: config.promptPayBillerId ?? null },
    shipped_signatures: shipped.filter((name) => /^[a-z0-9-]{1,40}\.svg$/.test(name)).sort(),
  };
}

/**
 * Stores values, each winning over the operator's configuration key by key (decision 016), and forgets others so the
 * configuration shows again (decision 032). Audited with what each key was.
 */
export async function saveSiteConfig(context: DomainContext, body: SiteConfigSaveBody): Promise<AdminSavedResponse> {
  const { dataDir } = context.config;
  const set = tidy(body.set);
  const clear = body.clear;
  const setKeys = Object.keys(set);
  if (setKeys.length === 0 && clear.length === 0) throw new ApiFailure(400, 'NOTHING_TO_SAVE', SITE_ADMIN_TEXT.nothingToSave);
  if (clear.some((key) => setKeys.includes(key))) throw new ApiFailure(400, 'SET_AND_CLEAR', SITE_ADMIN_TEXT.setAndClear);
  // an uploaded picture must be one this server stored: the path alone proves nothing
  if (set.logo_url && !(await exists(identityFile(dataDir, set.logo_url)))) {
    throw new ApiFailure(400, 'LOGO_MISSING', SITE_ADMIN_TEXT.logoMissing);
  }
  for (const signature of set.document_signatures ?? []) {
    const file = signature.image.startsWith('/') ? identityFile(dataDir, signature.image) : path.join(signatureDir(context), signature.image);
    if (!(await exists(file))) throw new ApiFailure(400, 'SIGNATURE_MISSING', SITE_ADMIN_TEXT.signatureMissing);
  }
  const keys = [...setKeys, ...clear];
  await auditedChange(context, { action: 'site.config_update', target: `site_config:${keys.join(',')}` }, async (trx) => {
    const stored = await readStoredSiteValues(trx);
    const before = Object.fromEntries(keys.map((key) => [key, Object.hasOwn(stored, key) ? stored[key] : null]));
    await storeSiteValues(trx, set);
    await forgetSiteValues(trx, clear);
    return { before, after: { ...Object.fromEntries(clear.map((key) => [key, null])), ...set }, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.saved);
}
