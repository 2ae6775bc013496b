import pg from 'pg';

/** Runs `work` on a connection of its own to TEST_DATABASE_URL's database. */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement on TEST_DATABASE_URL's database. */
export const adminQuery = (sql: string, params: unknown[] = []) =>
  withAdmin((client) => client.query(sql, params));

/** TEST_DATABASE_URL with another database's name. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits (a second at most) until no connection to database `name` is left. */
export async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const lingering = await client.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (lingering.rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Drops a database once its connections are gone: pool.end() resolves once its clients were told to
 * end, not once their backends are gone; forcing the drop while one lingers kills it, and its client
 * throws an uncaught error.
 */
export const dropDatabase = (name: string) =>
  withAdmin(async (client) => {
    await untilDisconnected(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
