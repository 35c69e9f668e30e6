import { spawn, type ChildProcess } from 'node:child_process';

export interface Instance {
  readonly port: number;
  readonly child: ChildProcess;
}

/** The environment of one server instance: the operator's own, plus the cluster's wiring. */
export function instanceEnv(
  port: number,
  wiring: Readonly<Record<string, string>>,
): NodeJS.ProcessEnv {
  // ADMIN_KEY, DEMO, NODE_ENV, PAYNOW_* and the rest pass through unchanged, the same for every instance
  return { ...process.env, ...wiring, PORT: String(port), HOST: '127.0.0.1' };
}

/** Starts `npm run start -w @carbonmarket/server` on `port`, its output prefixed with the port. */
export function startInstance(
  cwd: string,
  port: number,
  wiring: Readonly<Record<string, string>>,
): Instance {
  const child = spawn('npm', ['run', 'start', '-w', '@carbonmarket/server'], {
    cwd,
    env: instanceEnv(port, wiring),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping reaches node behind npm
  });
  const prefix = (chunk: Buffer): string =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => `[${port}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return { port, child };
}

/** Waits until the instance answers HTTP on 127.0.0.1. */
export async function waitForInstance(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.port} exited (${instance.child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${instance.port}/`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`instance ${instance.port} did not answer`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** SIGTERM to the instance's process group; resolves when it has exited. */
export function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  return exited;
}
