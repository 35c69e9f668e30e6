import pg from 'pg';

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

async function runAsAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Creates database `name` on the server of `adminUrl`; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await runAsAdmin(adminUrl, `CREATE DATABASE ${quoteIdent(name)}`);
  return databaseUrl(adminUrl, name);
}

/** Drops database `name`, closing its remaining connections. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}
