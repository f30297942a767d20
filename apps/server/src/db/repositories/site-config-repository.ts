import { SiteConfig } from '@coop/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Db } from '../database';

/**
 * The site's identity: what staff stored, key by key, over `defaults` (the configuration). A stored value that does
 * not fit its field is passed over rather than allowed to break every page.
 */
export async function readSiteConfig(db: Db, defaults: SiteConfig): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).where('key', '<>', 'document_signatures').execute();
  const fields: Record<string, TSchema> = SiteConfig.properties;
  const stored = rows.filter((r) => Object.hasOwn(fields, r.key) && Value.Check(fields[r.key] as TSchema, r.value));
  return { ...defaults, ...Object.fromEntries(stored.map((r) => [r.key, r.value])) };
}

export function writeSiteConfig(db: Db, config: Partial<SiteConfig>): Promise<void> {
  return storeSiteValues(db, config);
}

/** Who signs the members' receipts and invoices: names, positions and signature images (SVG files in assets/signatures). */
export interface DocumentSignature {
  name: string;
  position: string;
  image: string;
}

export async function readDocumentSignatures(db: Db): Promise<DocumentSignature[]> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', 'document_signatures').executeTakeFirst();
  return Array.isArray(row?.value) ? (row.value as DocumentSignature[]) : [];
}

export async function writeDocumentSignatures(db: Db, signatures: DocumentSignature[]): Promise<void> {
  await db
    .insertInto('site_config')
    .values({ key: 'document_signatures', value: JSON.stringify(signatures) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(signatures) }))
    .execute();
}

/** The rows staff stored, by key, as stored (the console's view; the public read checks each against its field). */
export async function readStoredSiteValues(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Stores each value under its key (the console's site configuration, decision 032). */
export async function storeSiteValues(db: Db, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insertInto('site_config')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** Forgets stored values: the operator's configuration shows again for those keys. */
export async function forgetSiteValues(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('site_config').where('key', 'in', keys).execute();
}

const BILLER_ID = /^[0-9]{15}$/;

/** The PromptPay biller ID for bill payment QR codes: what staff stored wins; else PROMPTPAY_BILLER_ID; else none. */
export async function readPromptPayBillerId(db: Db, configured: string | undefined): Promise<string | undefined> {
  const row = await db.selectFrom('site_config').select('value').where('key', '=', 'promptpay_biller_id').executeTakeFirst();
  return typeof row?.value === 'string' && BILLER_ID.test(row.value) ? row.value : configured;
}
