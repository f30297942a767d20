import type { SiteConfig } from '@coop/contract';
import type { Db } from '../database';

export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute();
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
