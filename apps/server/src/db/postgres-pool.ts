import type pg from 'pg';

const pools = new WeakMap<object, pg.Pool>();

/** Called by openPostgres: the pool behind a Kysely instance, for the few jobs Kysely cannot do (COPY). */
export function rememberPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** The pg pool behind `db`, or undefined on PGlite. */
export function postgresPoolOf(db: object): pg.Pool | undefined {
  return pools.get(db);
}
