import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const START_TIMEOUT_MS = 30_000;

/** A port nothing listens on now, for a server started in a child process. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What `npm start` runs (`main.ts`), as a child process on a free port over a fresh folder. */
export interface MainProcess {
  /** `http://127.0.0.1:<port>` once the server listens. */
  readonly base: string;
  /** The folder of the database and of a stand-in for the built app. */
  readonly dir: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Stops it (SIGTERM), waits for it to exit and removes the folder. */
  stop(): Promise<void>;
}

/** A fresh folder with a stand-in index.html, and the environment that points main.ts at it. */
function prepare(port: number, extraEnv: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-main-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Carbon Market</title>');
  const env = {
    PATH: process.env['PATH'] ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    STATIC_DIR: dir,
    ...extraEnv,
  };
  return { dir, env };
}

function spawnMain(env: Record<string, string>): { child: ChildProcess; log: { text: string } } {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
  return { child, log };
}

/** Starts main.ts with `env` on top of the test's port and folders; resolves once it listens. */
export async function startMain(extraEnv: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  const { dir, env } = prepare(port, extraEnv);
  const { child, log } = spawnMain(env);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`main.ts did not start within ${START_TIMEOUT_MS} ms:\n${log.text}`)),
        START_TIMEOUT_MS,
      );
      const onExit = (code: number | null) => {
        clearTimeout(timer);
        reject(new Error(`main.ts exited (${code}) before it started:\n${log.text}`));
      };
      child.once('exit', onExit);
      child.stdout?.on('data', () => {
        if (!log.text.includes('is running at')) return;
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, dir, output: () => log.text, stop };
}

/** Runs main.ts with `env` until it exits by itself (or is killed after the start timeout). */
export async function runMainToExit(
  extraEnv: Record<string, string>,
): Promise<{ code: number | null; output: string; listened: boolean }> {
  const port = await freePort();
  const { dir, env } = prepare(port, extraEnv);
  const { child, log } = spawnMain(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
  let listened = false;
  child.stdout?.on('data', () => {
    if (!listened && log.text.includes('is running at')) {
      listened = true;
      child.kill('SIGTERM');
    }
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  rmSync(dir, { recursive: true, force: true });
  return { code, output: log.text, listened };
}
