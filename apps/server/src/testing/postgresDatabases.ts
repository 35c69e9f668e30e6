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

/**
 * Creates database `name` on the server of `adminUrl`, empty or as a copy of database `template`
 * (which nobody may be connected to meanwhile); returns its URL.
 */
export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  await runAsAdmin(
    adminUrl,
    `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
  );
  return databaseUrl(adminUrl, name);
}

/** Drops database `name`, closing its remaining connections. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/** Database `name` on the server of `adminUrl`, created unless it exists; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}
