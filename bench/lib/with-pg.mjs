// One PostgreSQL connection for the length of a function, closed whatever happens; and the bench's own databases,
// made through the server's `postgres` database.
import pg from 'pg';

export async function withPg(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The database a URL names, and a URL of the same server's `postgres` database to create or drop it from. */
function databaseOf(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name '${name}'`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return { name, admin: admin.toString() };
}

/** Creates the database `url` names unless it is there; true when it was created. */
export async function ensureDatabase(url) {
  const { name, admin } = databaseOf(url);
  return withPg(admin, async (c) => {
    if ((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0) return false;
    await c.query(`create database ${name}`);
    return true;
  });
}

/** Drops the database `url` names (sessions on it closed) and creates it empty. */
export async function recreateDatabase(url) {
  const { name, admin } = databaseOf(url);
  await withPg(admin, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}
