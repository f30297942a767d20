import type { SiteConfig } from '@coop/contract';
import type { Db } from '../database';

export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).where('key', '<>', 'document_signatures').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as SiteConfig;
}

export async function writeSiteConfig(db: Db, config: Partial<SiteConfig>): Promise<void> {
  const rows = Object.entries(config).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insertInto('site_config')
    .values(rows)
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
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
