// Placeholder until the cluster tooling lands.
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  await Promise.resolve();
  throw new Error(`no PostgreSQL harness yet (${adminUrl})`);
}
