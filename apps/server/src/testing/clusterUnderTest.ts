import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_KEY } from './crashTraffic';
import { startLocalNginx } from './localNginx';
import { startLocalPostgres } from './localPostgres';
import { startLocalRedis } from './localRedis';
import { freePort } from './mainProcess';
import { createDatabase } from './postgresDatabases';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const WEEKDAY_CLOCK = fileURLToPath(new URL('./weekdayClock.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** One server process of the cluster, reached directly (not through nginx). */
export interface ClusterInstance {
  readonly base: string;
  /** Ends it at once (SIGKILL: no shutdown hooks, as a crashed machine). */
  kill(): Promise<void>;
  /** Everything it printed so far. */
  output(): string;
}

/** Several instances of the server on one PostgreSQL and one Redis, behind nginx. */
export interface ClusterUnderTest {
  /** nginx, which spreads requests over the instances. */
  readonly base: string;
  readonly instances: readonly ClusterInstance[];
  /** The database every instance serves. */
  readonly databaseUrl: string;
  stop(): Promise<void>;
}

/** Starts `main.ts` as one instance and waits for its "running at" line. */
async function startInstance(
  env: Record<string, string>,
  dir: string,
): Promise<ClusterInstance & { child: ChildProcess }> {
  const port = await freePort();
  const dataDir = path.join(dir, `data-${port}`);
  mkdirSync(dataDir, { recursive: true });
  // The weekday clock keeps withdrawals open when the suite runs on a Singapore weekend.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', WEEKDAY_CLOCK, MAIN], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`an instance did not start within 60 s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`an instance exited (${code ?? signal}) before it started:\n${output}`));
    });
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A throwaway cluster as an operator runs one (`npm run start:cluster`, `docs/DEPLOYMENT.md`):
 * PostgreSQL, Redis, `count` instances of `main.ts` on them (started together, so they also race
 * to migrate the empty database), and nginx in front with the shipped config. The instances
 * trust nginx's X-Forwarded-For, so each test client may name its own address.
 */
export async function startClusterUnderTest(count = 3): Promise<ClusterUnderTest> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-cluster-'));
  // PostgreSQL runs as its own user and must reach its folder inside this one.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startLocalPostgres({ dir: path.join(dir, 'postgres'), durable: false });
    stops.push(() => postgres.stop());
    const databaseUrl = await createDatabase(postgres.url, 'carbonmarket');
    const redis = await startLocalRedis();
    stops.push(() => redis.stop());
    const staticDir = path.join(dir, 'static');
    mkdirSync(staticDir);
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Carbon Market</title>',
    );
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      STATIC_DIR: staticDir,
      ADMIN_KEY,
      DEMO_SCHEDULER: 'off',
    };
    const instances = await Promise.all(
      Array.from({ length: count }, () => startInstance(env, dir)),
    );
    for (const instance of instances) stops.push(() => instance.kill());
    const nginx = await startLocalNginx({
      templatePath: path.join(ROOT, 'deploy/nginx/carbonmarket.conf'),
      dir: path.join(dir, 'nginx'),
      listenPort: await freePort(),
      instancePorts: instances.map((instance) => Number(new URL(instance.base).port)),
    });
    stops.push(() => nginx.stop());
    return { base: nginx.url, instances, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
