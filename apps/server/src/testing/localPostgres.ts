import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './mainProcess';

/** A running local PostgreSQL cluster. */
export interface LocalPostgres {
  /** Superuser URL over TCP on 127.0.0.1 (database `postgres`). */
  readonly url: string;
  readonly port: number;
  /** The process started (the server, or the command that runs it as the cluster's user). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** The cluster's folder; initialised when empty, kept as it is otherwise. */
  readonly dir: string;
  /** TCP port on 127.0.0.1; a free one when omitted. */
  readonly port?: number;
  /** false (tests): fsync, synchronous_commit and full_page_writes off. true: PostgreSQL's defaults. */
  readonly durable: boolean;
}

const SUPERUSER = 'postgres';
const SYSTEM_USER = 'postgres';

/** The folder of initdb/postgres: `pg_config --bindir`, else the newest /usr/lib/postgresql/<v>/bin. */
export function postgresBinDir(): string {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config on PATH: look in the Debian layout below
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined)
    throw new Error('PostgreSQL binaries not found (install the postgresql package)');
  return join(root, newest, 'bin');
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

/** PostgreSQL refuses root: as root, commands run as the `postgres` system user. */
function asClusterUser(command: string, args: readonly string[]): [string, string[]] {
  return runningAsRoot()
    ? ['runuser', ['-u', SYSTEM_USER, '--', command, ...args]]
    : [command, [...args]];
}

function prepareRootOwnership(dir: string): void {
  if (!runningAsRoot()) return;
  try {
    execFileSync('id', ['-u', SYSTEM_USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', SYSTEM_USER], { stdio: 'ignore' });
  }
  execFileSync('chown', ['-R', `${SYSTEM_USER}:`, dir]);
  execFileSync('chmod', ['700', dir]);
}

function initCluster(binDir: string, dir: string, durable: boolean): void {
  const [command, args] = asClusterUser(join(binDir, 'initdb'), [
    '-D',
    dir,
    '-U',
    SUPERUSER,
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    ...(durable ? [] : ['--no-sync']),
  ]);
  execFileSync(command, args, { stdio: 'pipe' });
  // trust on the unix socket and loopback only; nothing else may connect
  writeFileSync(
    join(dir, 'pg_hba.conf'),
    [
      'local all all trust',
      'host all all 127.0.0.1/32 trust',
      'host all all ::1/128 trust',
      '',
    ].join('\n'),
  );
  appendFileSync(
    join(dir, 'postgresql.conf'),
    "\n# local cluster\nlisten_addresses = '127.0.0.1'\nmax_connections = 200\n",
  );
}

function serverSettings(dir: string, port: number, durable: boolean): string[] {
  const settings = [`port=${port}`, `unix_socket_directories=${dir}`, 'listen_addresses=127.0.0.1'];
  if (!durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  return settings.flatMap((s) => ['-c', s]);
}

function waitReady(
  binDir: string,
  dir: string,
  port: number,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  return new Promise((resolve, reject) => {
    const poll = (): void => {
      if (child.exitCode !== null) {
        reject(new Error(`postgres exited (${child.exitCode}): ${output()}`));
        return;
      }
      try {
        execFileSync(
          join(binDir, 'pg_isready'),
          ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER],
          {
            stdio: 'ignore',
          },
        );
        resolve();
      } catch {
        if (Date.now() > deadline) reject(new Error(`postgres in ${dir} not ready: ${output()}`));
        else setTimeout(poll, 100);
      }
    };
    poll();
  });
}

/** Starts (initialising when needed) a PostgreSQL cluster in `dir`, listening on 127.0.0.1 and a socket in `dir`. */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const { dir, durable } = options;
  const binDir = postgresBinDir();
  const port = options.port ?? (await freePort());
  mkdirSync(dir, { recursive: true });
  prepareRootOwnership(dir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    if (readdirSync(dir).length > 0)
      throw new Error(`${dir} is neither empty nor a PostgreSQL cluster`);
    initCluster(binDir, dir, durable);
    prepareRootOwnership(dir);
  }
  const [command, args] = asClusterUser(join(binDir, 'postgres'), [
    '-D',
    dir,
    ...serverSettings(dir, port, durable),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitReady(binDir, dir, port, child, () => log);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        // fast shutdown (closes sessions); run as the cluster's user, since runuser forwards few signals
        const [stopCommand, stopArgs] = asClusterUser(join(binDir, 'pg_ctl'), [
          '-D',
          dir,
          'stop',
          '-m',
          'fast',
        ]);
        execFileSync(stopCommand, stopArgs, { stdio: 'ignore' });
      }
      await exited;
    },
  };
}
