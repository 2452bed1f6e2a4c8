import pg from 'pg';
import { quoteIdentifier } from '../../src/db/identifiers.js';

/** The same server and credentials as `serverUrl`, on another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(serverUrl, async (client) => {
    await client.query(
      `CREATE DATABASE ${quoteIdentifier(name)}${template ? ` TEMPLATE ${quoteIdentifier(template)}` : ''}`,
    );
  });

/** Drops every database whose name starts with `${prefix}_`: all that one test run created. */
export const dropDatabasesOfRun = (serverUrl: string, prefix: string) =>
  onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1 || '_')`,
      [prefix],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(datname)} WITH (FORCE)`);
  });
