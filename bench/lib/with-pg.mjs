// One PostgreSQL connection for the length of a function, closed whatever happens.
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
