import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './mainProcess';

/** A PostgreSQL server this machine runs for the project: tests, the local cluster, benchmarks. */
export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser, trusted on loopback only. */
  readonly url: string;
  readonly port: number;
  /** Stops the server (a fast shutdown) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** Its folder: the cluster in `data/` (made on first use, kept after), the socket beside it. */
  dir: string;
  /** A free port when unset. */
  port?: number;
  /**
   * Off for throwaway test servers: commits skip the disk (`fsync`, `synchronous_commit` and full
   * page writes off), which a test's data does not need. On, PostgreSQL's own defaults.
   */
  durable: boolean;
}

const START_TIMEOUT_MS = 30_000;

/** The folder of the newest PostgreSQL the system packages installed. */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((bin) => existsSync(bin));
  if (!found)
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)');
  return found;
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` system user. */
const asServerUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];

function serverUserOwns(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (user.status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', 'postgres']);
    if (made.status !== 0) throw new Error('Could not make the postgres system user');
  }
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, uid, gid);
}

/** Waits until the server answers a query, or it exits, or the time is up. */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`PostgreSQL exited before it started:\n${output()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start within 30 s:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Starts a PostgreSQL server in `dir` from the system packages, making its cluster on first use:
 * the superuser `postgres`, trusted only on 127.0.0.1 and on the socket inside `dir`.
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const bin = postgresBinaries();
  const { dir, durable } = options;
  const data = path.join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  serverUserOwns(dir);
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    const [command, args] = asServerUser(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ]);
    const made = spawnSync(command, args, { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`initdb failed:\n${made.stdout}${made.stderr}`);
  }
  const port = options.port ?? (await freePort());
  const settings = [
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${dir}`,
    'max_connections=300',
    ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const [command, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    ...settings.flatMap((setting) => ['-c', setting]),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await answering(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT to the server itself (not to runuser, which does not pass it on): PostgreSQL's
      // fast shutdown, which ends the sessions and leaves the cluster clean.
      const postmaster = Number(
        readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      process.kill(postmaster, 'SIGINT');
      await exited;
    },
  };
}
