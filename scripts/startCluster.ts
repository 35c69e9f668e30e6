/**
 * `npm run start:cluster`: the production shape on one machine. A durable PostgreSQL under
 * .cluster/postgres (kept between runs), a throwaway Redis, three server instances and nginx in
 * front (deploy/nginx/carbonmarket.conf). `--no-build` skips `npm run build`; CLUSTER_PORT moves
 * nginx off 8080. Ctrl-C or SIGTERM stops everything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalPostgres } from '../apps/server/src/testing/localPostgres';
import { ensureDatabase } from '../apps/server/src/testing/postgresDatabases';
import { startLocalRedis } from '../apps/server/src/testing/localRedis';
import { startInstance, stopInstance, waitForInstance, type Instance } from './cluster/instances';
import { startLocalNginx } from '../apps/server/src/testing/localNginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clusterDir = path.join(root, '.cluster');
const INSTANCE_PORTS = [8101, 8102, 8103] as const;
const listenPort = Number(process.env['CLUSTER_PORT'] ?? '8080');
const stops: (() => Promise<void>)[] = [];

async function stopAll(): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  stops.length = 0;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const pgDir = path.join(clusterDir, 'postgres');
  mkdirSync(pgDir, { recursive: true });
  const postgres = await startLocalPostgres({ dir: pgDir, durable: true });
  stops.push(() => postgres.stop());
  console.log(`PostgreSQL: ${postgres.url}`);
  const redis = await startLocalRedis();
  stops.push(() => redis.stop());
  console.log(`Redis: ${redis.url}`);
  const databaseUrl = await ensureDatabase(postgres.url, 'carbonmarket');
  const wiring: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    // nginx is on this machine: its X-Forwarded-For names each client, for the rate limits.
    TRUST_PROXY: '127.0.0.1',
  };
  const instances: Instance[] = INSTANCE_PORTS.map((port) => startInstance(root, port, wiring));
  for (const instance of instances) stops.push(() => stopInstance(instance));
  await Promise.all(instances.map((instance) => waitForInstance(instance)));
  const nginx = await startLocalNginx({
    templatePath: path.join(root, 'deploy/nginx/carbonmarket.conf'),
    dir: path.join(clusterDir, 'nginx'),
    listenPort,
    instancePorts: INSTANCE_PORTS,
  });
  stops.push(() => nginx.stop());
  console.log(
    `\nCarbonMarket cluster: ${nginx.url}/ (instances ${INSTANCE_PORTS.join(', ')}); Ctrl-C stops it`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void stopAll().then(() => process.exit(0));
  });

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
