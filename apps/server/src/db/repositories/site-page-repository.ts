import type { Db } from '../database';

/** A staff-edited page of text (the clerks' guide, the terms of use), as the API answers it; undefined if none. */
/** The site page members accept when they register. */
export const TERMS_KEY = 'terms';

export async function findSitePage(db: Db, key: string) {
  const page = await db.selectFrom('site_pages').select(['title', 'body', 'version', 'updated_at']).where('key', '=', key).executeTakeFirst();
  return page && { rc_code: '1' as const, title: page.title, body: page.body, version: page.version, updated_at: page.updated_at.toISOString() };
}

/** A page as stored, for the console and its audit entry. */
export async function findSitePageForStaff(db: Db, key: string) {
  return db.selectFrom('site_pages').select(['key', 'title', 'body', 'version', 'updated_at']).where('key', '=', key).executeTakeFirst();
}

/** Writes a page: version 1 when new, else the stored version plus one when the meaning changed, or the same one. */
export async function saveSitePage(db: Db, page: { key: string; title: string; body: string; raiseVersion: boolean }, now: Date): Promise<number> {
  const row = await db
    .insertInto('site_pages')
    .values({ key: page.key, title: page.title, body: page.body, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        body: eb.ref('excluded.body'),
        updated_at: eb.ref('excluded.updated_at'),
        version: page.raiseVersion ? eb(eb.ref('site_pages.version'), '+', 1) : eb.ref('site_pages.version'),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}
