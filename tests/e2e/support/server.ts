// The real reference server in a child process, serving the built app, for the end-to-end
// journeys: a free port, a throwaway data folder, the admin surface on, the demo operator off.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
/** The built reference app (`npm run build`). */
export const STATIC_DIR = path.join(ROOT, 'apps/reference/dist');
/** The operator's key the journeys use to read codes and socket counts. */
export const ADMIN_KEY = 'e2e-operator-key-0123456789';

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** Every server process this test file started, killed when the worker exits whatever happens. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (isRunning(child)) child.kill('SIGKILL');
});

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Fails with what to do when the app has not been built. */
export function requireBuiltApp(): void {
  if (!existsSync(path.join(STATIC_DIR, 'index.html')))
    throw new Error(
      `The reference app is not built: ${path.join(STATIC_DIR, 'index.html')} is missing. ` +
        'Run `npm run build` first (`npm test` and `npm run test:e2e` do it for you).',
    );
}

export interface E2EServer {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  readonly base: string;
  readonly port: number;
  readonly dataDir: string;
  /** Stops the process (SIGTERM, then SIGKILL if it hangs) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts the process again on the same port and data; resolves once it listens. */
  start(): Promise<void>;
  /** Stops the process and removes the data folder. */
  dispose(): Promise<void>;
  /** What the process printed so far (for failure messages). */
  output(): string;
}

/** What a journey may change about the server it starts. */
export interface ServerOptions {
  /** A port chosen beforehand (another server's settings name it); a free one otherwise. */
  port?: number;
  /** The built app to serve; the one `npm run build` wrote otherwise. */
  staticDir?: string;
  /** More environment settings (CORS_ORIGINS, API_ORIGIN, ...). */
  env?: Record<string, string>;
}

/** Starts `main.ts` with `node --import tsx` and waits for its "is running at" line. */
async function spawnServer(
  port: number,
  dataDir: string,
  log: { text: string },
  { staticDir = STATIC_DIR, env = {} }: ServerOptions = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      ADMIN_KEY,
      DEMO_SCHEDULER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return new Promise<ChildProcess>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${log.text}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it started:\n${log.text}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      log.text += chunk.toString();
      seen += chunk.toString();
      if (seen.includes('is running at')) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(child);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log.text += chunk.toString();
    });
    child.once('exit', onExit);
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** A server on a free port with a fresh temporary DATA_DIR (the first start seeds the demo). */
export async function startServer(options: ServerOptions = {}): Promise<E2EServer> {
  requireBuiltApp();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-e2e-'));
  const dataDir = path.join(dir, 'data');
  const port = options.port ?? (await freePort());
  const log = { text: '' };
  let child: ChildProcess | null = null;
  const server: E2EServer = {
    base: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    async stop() {
      if (child) await stopProcess(child);
      child = null;
    },
    async start() {
      if (child && isRunning(child)) throw new Error('the server is already running');
      child = await spawnServer(port, dataDir, log, options);
    },
    async dispose() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    output: () => log.text,
  };
  try {
    await server.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return server;
}
